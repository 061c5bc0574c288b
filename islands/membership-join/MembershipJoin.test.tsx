// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MembershipJoin, membershipNavigation } from './MembershipJoin';

const variant = { sku: 'M1', attributes: {}, priceMoney: { value: '4.00', currency: 'USD' }, unlimited: true };
const monthly = {
  id: 'p1',
  structuredContent: {
    productType: 5,
    isSubscribable: true,
    subscriptionPlan: { billingPeriod: { value: 1, unit: 'MONTH' }, numBillingCycles: 0 },
    variants: [variant],
  },
};
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchMock = vi.fn(async () => json({ cartToken: 'tok 1' }));
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(membershipNavigation, 'go').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  document.cookie = 'SiteUserInfo=; max-age=0; path=/';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const join = () => act(async () => void fireEvent.click(screen.getByRole('button')));
const signedIn = () => {
  document.cookie = `SiteUserInfo=${encodeURIComponent(JSON.stringify({ authenticated: true }))}; path=/`;
};

describe('MembershipJoin', () => {
  it('sends a visitor who is not signed in to the sign-in page, coming back after', async () => {
    render(<MembershipJoin {...monthly} />);
    await join();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(membershipNavigation.go).toHaveBeenCalledWith(
      `/account/sign-in?next=${encodeURIComponent(window.location.pathname)}`,
    );
  });

  it('on a page in another language, signs in and checks out under its home', async () => {
    render(<MembershipJoin {...monthly} pageHome="/fr" />);
    await join();
    expect(membershipNavigation.go).toHaveBeenLastCalledWith(
      `/fr/account/sign-in?next=${encodeURIComponent(window.location.pathname)}`,
    );
    signedIn();
    await join();
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/3/commerce/cart/subscription');
    expect(membershipNavigation.go).toHaveBeenLastCalledWith('/fr/checkout/subscription?cartToken=tok%201');
  });

  it('sends a membership paid once to the checkout of the page’s language', async () => {
    fetchMock.mockResolvedValueOnce(json({ shoppingCart: { entries: [] }, newlyAdded: null }));
    signedIn();
    render(<MembershipJoin id="p2" structuredContent={{ productType: 5, variants: [variant] }} pageHome="/de" />);
    await join();
    expect(membershipNavigation.go).toHaveBeenLastCalledWith('/de/checkout');
  });
});
