import { describe, expect, it } from 'vitest';
import { buildContext } from './build-context';
import { cartSummary } from './cart-summary';
import { resolvePath } from '../pages/resolve-path';
import { FIXTURES_DIR, TEMPLATES_DIR } from '../paths';
import { SiteRegistry } from '../sites/site-registry';
import type { PageMatch } from '../pages/page-match';
import type { Json } from '../sites/types';

const sites = await SiteRegistry.load({ fixturesDir: FIXTURES_DIR, templatesDir: TEMPLATES_DIR });
const site = sites.all().find((s) => s.id === 'demo') ?? sites.all()[0];

function contextOf(path: string): Json {
  const match = resolvePath({ site, path, query: new URLSearchParams(), isUnlocked: () => false });
  if (match.kind !== 'page') throw new Error(`${path} is no page`);
  return buildContext({
    site,
    match: match as PageMatch,
    origin: 'http://demo.localhost',
    crumb: 'c'.repeat(32),
    cart: cartSummary(site, 0, 0),
  });
}

describe('buildContext: island props the same render after render (issue 28)', () => {
  it('hands every render the same frozen account link props', () => {
    const [first, again, other] = [contextOf('/shop'), contextOf('/shop'), contextOf('/journal')];
    expect(again.accountLink).toBe(first.accountLink);
    expect(other.accountLink).toBe(first.accountLink);
    expect(Object.isFrozen(first.accountLink)).toBe(true);
    expect(first.accountLink).toEqual({
      signInUrl: '/account/sign-in',
      accountUrl: '/account',
      signInText: 'Sign in',
      accountText: 'Account',
    });
  });

  it("hands the newsletter form as one frozen copy, leaving the site's own form object as it is", () => {
    const first = contextOf('/shop');
    expect(first.newsletterForm).toMatchObject({ id: expect.any(String) });
    expect(contextOf('/').newsletterForm).toBe(first.newsletterForm);
    expect(Object.isFrozen(first.newsletterForm)).toBe(true);
    const own = site.forms.get(String((site.footer as { newsletterFormId?: unknown }).newsletterFormId));
    expect(own).not.toBe(first.newsletterForm);
    expect(Object.isFrozen(own)).toBe(false);
  });
});
