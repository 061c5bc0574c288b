// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetCartStart } from '../cart/cart-start';
import { $cart, $cartModel } from '../cart/cart-store';
import { setCartApi } from '../cart/cart-sync';
import { cartOf, entry, fakeCartApi } from '../cart/cart-test-fixtures';
import { Checkout } from './Checkout';
import { navigation } from './place-order';
import { CATALOGUES, pickWords, SHOP_WORD_KEYS } from '../../domain';
import type { ShoppingCart } from '../cart/cart-types';
import type { CheckoutProps } from './checkout-types';

const options = [
  { id: 'ship-standard', name: 'Standard', costCents: 800 },
  { id: 'ship-express', name: 'Express', costCents: 1800 },
];
const shippedCart = (selected = 0): ShoppingCart => {
  const base = cartOf([entry('e1', 'Camp Lamp', 2, 2000)]);
  const option = options[selected];
  return {
    ...base,
    requiresShipping: true,
    shippingOptions: options,
    selectedShippingOption: option,
    shippingCostCents: option.costCents,
    grandTotalCents: base.subtotalCents + option.costCents,
  };
};

const money = { currency: 'USD', locale: 'en-US' };
const countries = [
  { code: 'US', name: 'United States' },
  { code: 'CA', name: 'Canada' },
];
let go: ReturnType<typeof vi.fn>;
let posted: unknown[];

function checkout(answer: { status: number; body: unknown }, overrides: Partial<CheckoutProps> = {}) {
  const props: CheckoutProps = { cart: shippedCart(), money, minimumSubtotalCents: 0, countries, ...overrides };
  const server = fakeCartApi(props.cart);
  server.api.setShipping = vi.fn(async (body) => {
    server.state.calls.push(`shipping ${JSON.stringify(body)}`);
    return body.optionId === 'ship-express' ? shippedCart(1) : shippedCart(0);
  });
  setCartApi(server.api);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      posted.push(JSON.parse(String(init.body)));
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  render(<Checkout {...props} />);
  return server;
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const fillAll = () => {
  fill('Email', 'ana@example.com');
  fill('Full name', 'Ana Lee');
  fill('Address', '1 Main St');
  fill('City', 'Hudson');
  fill('State or region', 'NY');
  fill('Postal code', '12534');
  fill('Card number', '4242 4242 4242 4242');
};
const placeOrder = () => fireEvent.submit(screen.getByRole('button', { name: /Place order/ }).closest('form')!);

beforeEach(() => {
  resetCartStart();
  posted = [];
  go = vi.fn();
  navigation.go = go as unknown as typeof navigation.go;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  $cart.set({ initialized: false, totalQuantity: 0, subtotalText: '' });
  $cartModel.set({ status: 'loading', ready: false, cart: null });
});

describe('Checkout island', () => {
  it('prices each shipping option and recalculates when another is chosen', async () => {
    const server = checkout({ status: 200, body: { id: 'o1' } });
    await settle();
    expect(screen.getByLabelText('Express: $18.00')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Place order/ }).textContent).toBe('Place order · $48.00');
    fireEvent.click(screen.getByLabelText('Express: $18.00'));
    await settle();
    expect(server.state.calls).toEqual(['shipping {"optionId":"ship-express"}']);
    expect(screen.getByRole('button', { name: /Place order/ }).textContent).toBe('Place order · $58.00');
  });

  it('recalculates for the address: country at once, region when left', async () => {
    const server = checkout({ status: 200, body: { id: 'o1' } });
    await settle();
    fireEvent.change(screen.getByLabelText('Country'), { target: { value: 'CA' } });
    fill('State or region', 'ON');
    fireEvent.blur(screen.getByLabelText('State or region'));
    await settle();
    expect(server.state.calls).toEqual([
      'shipping {"location":{"country":"CA"}}',
      'shipping {"location":{"country":"CA","region":"ON"}}',
    ]);
  });

  it('places the order with the test card token and goes to its confirmation page', async () => {
    checkout({ status: 200, body: { id: 'order-42' } });
    await settle();
    fillAll();
    placeOrder();
    await settle();
    expect(posted).toEqual([
      {
        email: 'ana@example.com',
        shippingAddress: {
          name: 'Ana Lee',
          line1: '1 Main St',
          city: 'Hudson',
          region: 'NY',
          postalCode: '12534',
          country: 'US',
        },
        shippingOptionId: 'ship-standard',
        couponCodes: [],
        giftCardCode: null,
        paymentToken: 'tok_test_ok',
        idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
    ]);
    expect(go).toHaveBeenCalledWith('/order-confirmed/order-42');
  });

  it('sends the same idempotency key when the order is placed again after a failure', async () => {
    checkout({ status: 503, body: { error: 'Something went wrong on our side. Please try again in a moment.' } });
    await settle();
    fillAll();
    placeOrder();
    await settle();
    placeOrder();
    await settle();
    expect(posted).toHaveLength(2);
    const [first, second] = posted as { idempotencyKey: string }[];
    expect(second.idempotencyKey).toBe(first.idempotencyKey);
  });

  it('refuses a card that is not a test card without calling the server', async () => {
    checkout({ status: 200, body: { id: 'o1' } });
    await settle();
    fillAll();
    fill('Card number', '5555 5555 5555 4444');
    placeOrder();
    await settle();
    expect(posted).toEqual([]);
    expect(screen.getByText('This store is in test mode. Please use the test card 4242 4242 4242 4242.')).toBeTruthy();
  });

  it('shows a declined payment and field errors from the server', async () => {
    checkout({ status: 402, body: { error: 'Your card was declined. Please use another card.' } });
    await settle();
    fillAll();
    fill('Card number', '4000 0000 0000 0002');
    placeOrder();
    await settle();
    expect(posted[0]).toMatchObject({ paymentToken: 'tok_test_decline' });
    expect(go).not.toHaveBeenCalled();
  });

  it('announces a decline beside Place order, focuses it, sums it up at the top and keeps the fields', async () => {
    checkout({ status: 402, body: { error: 'Your card was declined. Please use another card.' } });
    await settle();
    fillAll();
    fill('Card number', '4000 0000 0000 0002');
    placeOrder();
    await settle();
    const refusal = document.querySelector('.checkout__refusal')!;
    expect(refusal.getAttribute('role')).toBe('alert');
    expect(refusal.textContent).toBe('Your card was declined. Please use another card.');
    expect(document.activeElement).toBe(refusal);
    // Right before the button, so it is in view where the visitor pressed.
    expect(refusal.nextElementSibling).toBe(screen.getByRole('button', { name: /Place order/ }));
    expect(document.querySelector('.checkout__refusal-summary')!.textContent).toContain('Your card was declined.');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ana@example.com');
    expect((screen.getByLabelText('Card number') as HTMLInputElement).value).toBe('4000 0000 0000 0002');
    // A second refusal with the same words takes focus again.
    screen.getByLabelText('Email').focus();
    placeOrder();
    await settle();
    expect(document.activeElement).toBe(document.querySelector('.checkout__refusal'));
  });

  it('focuses the card field when its number is refused before any call', async () => {
    checkout({ status: 200, body: { id: 'o1' } });
    await settle();
    fillAll();
    fill('Card number', '1234');
    placeOrder();
    await settle();
    expect(document.activeElement).toBe(screen.getByLabelText('Card number'));
    expect(screen.getByLabelText('Card number').getAttribute('aria-invalid')).toBe('true');
  });

  it('puts field errors beside their fields', async () => {
    checkout({
      status: 400,
      body: {
        error: 'Some fields are missing or invalid. Please check them and try again.',
        fieldErrors: { email: 'Please enter a valid email address.', 'shippingAddress.city': 'A city is required.' },
      },
    });
    await settle();
    fillAll();
    placeOrder();
    await settle();
    expect(screen.getByText('Please enter a valid email address.')).toBeTruthy();
    expect(screen.getByLabelText('City').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('A city is required.')).toBeTruthy();
  });

  it('sends the cartToken of a subscription checkout and leaves the regular cart alone', async () => {
    const server = checkout({ status: 200, body: { id: 'sub-1' } }, { cartToken: 'tok-abcdefghijklmnop' });
    await settle();
    fillAll();
    fireEvent.change(screen.getByLabelText('Country'), { target: { value: 'CA' } });
    placeOrder();
    await settle();
    expect(server.state.calls).toEqual([]);
    expect(posted[0]).toMatchObject({ cartToken: 'tok-abcdefghijklmnop' });
    expect($cartModel.get().cart).toBeNull();
    expect(go).toHaveBeenCalledWith('/order-confirmed/sub-1');
  });

  it('shows the cart as it now is after a refusal about the cart changed in another tab', async () => {
    const minimum = 'To check out, your order subtotal must be $30.00 or more.';
    const server = checkout({ status: 422, body: { error: minimum } }, { minimumSubtotalCents: 3000 });
    await settle();
    expect(screen.getByText(/Camp Lamp × 2/)).toBeTruthy();
    // Another tab took one lamp out: $20.00 is under the minimum.
    const lamp = entry('e1', 'Camp Lamp', 1, 2000);
    server.state.cart = { ...shippedCart(), entries: [lamp], subtotalCents: 2000, totalQuantity: 1 };
    fillAll();
    placeOrder();
    await settle();
    expect(document.querySelector('.checkout__refusal')!.textContent).toBe(minimum);
    expect(screen.getByText(/Camp Lamp × 1/)).toBeTruthy();
    expect(screen.queryByText(/Camp Lamp × 2/)).toBeNull();
    expect(document.querySelector('.checkout__minimum')!.textContent).toBe(minimum);
    expect((screen.getByRole('button', { name: /Place order/ }) as HTMLButtonElement).disabled).toBe(true);
    expect($cart.get().totalQuantity).toBe(1);
  });

  it('keeps the cart it shows after a declined card', async () => {
    const server = checkout({ status: 402, body: { error: 'Your card was declined. Please use another card.' } });
    await settle();
    const load = vi.spyOn(server.api, 'load');
    fillAll();
    placeOrder();
    await settle();
    expect(load).not.toHaveBeenCalled();
  });

  it('says a free shipping option is free in the option list and in the summary, in the page’s words too', async () => {
    const free = { ...shippedCart(), shippingCostCents: 0, grandTotalCents: 4000 };
    free.shippingOptions = [{ ...options[0]!, costCents: 0 }, options[1]!];
    free.selectedShippingOption = free.shippingOptions[0]!;
    checkout({ status: 200, body: {} }, { cart: free });
    await settle();
    expect(screen.getByLabelText('Standard: Free')).toBeTruthy();
    expect(document.querySelector('[data-total="shipping"]')!.textContent).toBe('Free');
    cleanup();
    const words = pickWords(CATALOGUES.fr!.words, SHOP_WORD_KEYS);
    checkout({ status: 200, body: {} }, { cart: free, money: { currency: 'USD', locale: 'fr-FR' }, words });
    await settle();
    expect(document.querySelector('[data-total="shipping"]')!.textContent).toBe('Gratuit');
    // The option and its price joined by the language's colon: a narrow no-break space before it in French.
    const choices = [...document.querySelectorAll('fieldset label.choice')].map((label) => label.textContent);
    expect(choices).toEqual([' Standard\u202f: Gratuit', ' Express\u202f: 18,00\u00a0$US']);
  });

  it('says so when there is nothing to check out', () => {
    checkout({ status: 200, body: {} }, { cart: cartOf([]) });
    expect(screen.getByText('You have nothing in your shopping cart.')).toBeTruthy();
  });
});
