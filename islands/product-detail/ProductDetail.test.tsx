// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $cart } from '../cart/cart-store';
import { ProductDetail } from './ProductDetail';
// Loaded up front so that the lazy dialog resolves within a flush.
import './AdditionalFieldsDialog';
import { productStore } from './product-store';
import { formProps, jacket } from './test-props';
import { product, variant } from '../../domain/test-products';
import { ADD_TO_CART_WORD_KEYS, CATALOGUES, pickWords } from '../../domain';

const cartAnswer = { shoppingCart: { totalQuantity: 2, subtotalCents: 23600, entries: [] } };
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
let fetchMock: ReturnType<typeof vi.fn>;
let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>;

beforeEach(() => {
  vi.useFakeTimers();
  fetchMock = vi.fn(async () => json(cartAnswer));
  vi.stubGlobal('fetch', fetchMock);
  assign = vi.fn<(url: string | URL) => void>();
  vi.spyOn(window.location, 'assign').mockImplementation(assign);
  document.cookie = 'crumb=abc123';
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  productStore('jacket').set({ selection: {}, quantity: '1' });
  productStore('p1').set({ selection: {}, quantity: '1' });
  $cart.set({ initialized: false, totalQuantity: 0, subtotalText: '' });
  document.body.innerHTML = '';
});

const flush = () => act(() => vi.advanceTimersByTimeAsync(0));
const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
const choose = (name: string, value: string) => fireEvent.change(select(name), { target: { value } });
const button = () => document.querySelector<HTMLButtonElement>('.product-form__button')!;
const alertText = () => screen.getByRole('alert').textContent;
const click = async () => {
  fireEvent.click(button());
  await flush();
};

describe('ProductDetail: choosing a variant', () => {
  it('labels each select by its option, in variantOptionOrdering, with the prompt first', () => {
    render(<ProductDetail {...formProps()} />);
    expect([...document.querySelectorAll('select')].map((s) => s.name)).toEqual(['Size', 'Color']);
    expect([...select('Size').options].map((o) => o.text)).toEqual(['Select Size', 'S', 'L']);
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add To Cart' })).toBeTruthy();
  });

  it('marks values that cannot be bought with the current choice, and announces the choice', () => {
    render(<ProductDetail {...formProps()} />);
    choose('Size', 'S');
    const navy = [...select('Color').options].find((o) => o.value === 'Navy')!;
    expect(navy.text).toBe('Navy (sold out)');
    expect(navy.hasAttribute('data-unavailable')).toBe(true);
    choose('Color', 'Navy');
    expect(screen.getByRole('status').textContent).toBe('S / Navy: sold out');
    choose('Color', 'Olive');
    expect(screen.getByRole('status').textContent).toBe('S / Olive: $10.00');
  });

  it("announces the choice with the page language's colon: a narrow no-break space before it in French", () => {
    const words = pickWords(CATALOGUES.fr!.words, ADD_TO_CART_WORD_KEYS);
    render(<ProductDetail {...formProps(undefined, { words })} />);
    choose('Size', 'S');
    choose('Color', 'Navy');
    expect(screen.getByRole('status').textContent).toBe('S / Navy\u202f: épuisé');
  });

  it('shows radio groups named by their option when the site says so', () => {
    render(<ProductDetail {...formProps(jacket, { chooser: 'radio' })} />);
    const group = screen.getByRole('group', { name: 'Size' });
    expect(group.querySelectorAll('input[type="radio"]').length).toBe(2);
    fireEvent.click(screen.getByRole('radio', { name: 'L' }));
    expect(productStore('jacket').get().selection).toEqual({ Size: 'L' });
  });

  it("switches the page's image and price to the chosen variant, and back", () => {
    document.body.innerHTML =
      '<figure data-product-image="jacket"><img src="/olive.svg" alt="Olive jacket"></figure><div data-product-price="jacket"><b>from $8.00</b></div>';
    const { container } = render(<ProductDetail {...formProps()} />, {
      container: document.body.appendChild(document.createElement('div')),
    });
    const img = document.querySelector('img')!;
    choose('Size', 'S');
    choose('Color', 'Navy');
    expect(img.getAttribute('src')).toBe('/navy.svg');
    expect(img.alt).toBe('Navy jacket');
    expect(document.querySelector('[data-product-price]')!.textContent).toBe('$10.00');
    choose('Size', 'L');
    choose('Color', 'Olive');
    expect(document.querySelector('[data-product-price]')!.textContent).toBe('$8.00 $10.00');
    expect(img.getAttribute('src')).toBe('/olive.svg');
    expect(container.querySelector('.product-scarcity')!.textContent).toBe('Only 2 left');
    choose('Color', '');
    expect(document.querySelector('[data-product-price]')!.innerHTML).toBe('<b>from $8.00</b>');
  });
});

describe('ProductDetail: the spec §5 messages', () => {
  it('asks for the missing options, then refuses what is not there', async () => {
    render(<ProductDetail {...formProps()} />);
    await click();
    expect(alertText()).toBe('Unable to Add Item Please select the Size and Color options.');
    choose('Size', 'S');
    await click();
    expect(alertText()).toBe('Unable to Add Item Please select the Color option.');
    choose('Color', 'Navy');
    // Sold out: the button says so and cannot be pressed (issue 13 item 2).
    expect(screen.getByRole('button', { name: 'sold out' }).hasAttribute('disabled')).toBe(true);
    choose('Size', 'L');
    choose('Color', 'Olive');
    fireEvent.change(screen.getByRole('spinbutton'), { target: { value: '1.5' } });
    await click();
    expect(alertText()).toBe('Unable to Add Item Quantity must be a whole number');
    act(() => productStore('jacket').setKey('quantity', 'two'));
    await click();
    expect(alertText()).toBe('Unable to Add Item Quantity must be a number.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses an unknown combination', async () => {
    const item = product(
      1,
      [
        variant({ sku: 'a', attributes: { Size: 'S', Color: 'Red' } }),
        variant({ sku: 'b', attributes: { Size: 'M', Color: 'Blue' } }),
      ],
      { variantOptionOrdering: ['Size', 'Color'] },
    );
    render(<ProductDetail {...formProps(item)} />);
    choose('Size', 'S');
    choose('Color', 'Blue');
    await click();
    expect(alertText()).toBe(
      'Unable to Add Item Sorry, that item variant is unavailable. Please select another variant.',
    );
  });

  it('asks gift card buyers for a denomination, under the gift card title', async () => {
    const card = product(
      4,
      [variant({ sku: 'a', attributes: { Amount: '25' } }), variant({ sku: 'b', attributes: { Amount: '50' } })],
      { variantOptionOrdering: ['Amount'] },
    );
    render(<ProductDetail {...formProps(card)} />);
    expect(select('Value')).toBeTruthy();
    await click();
    expect(alertText()).toBe('Unable to purchase Gift Card Select a denomination for the Gift Card');
  });
});

describe('ProductDetail: parts in separate islands', () => {
  it('share one store per product: the button adds what the chooser and quantity islands chose', async () => {
    render(<ProductDetail {...formProps(jacket, { parts: { variants: true, quantity: false, button: false } })} />);
    render(<ProductDetail {...formProps(jacket, { parts: { variants: false, quantity: true, button: false } })} />);
    render(<ProductDetail {...formProps(jacket, { parts: { variants: false, quantity: false, button: true } })} />);
    expect(document.querySelectorAll('.product-form__button').length).toBe(1);
    choose('Size', 'L');
    choose('Color', 'Olive');
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Quantity' }), { target: { value: '2' } });
    await click();
    expect(JSON.parse(String((fetchMock.mock.calls[0][1] as RequestInit).body))).toMatchObject({
      sku: 'L-OLIVE',
      quantity: 2,
    });
  });
});

describe('ProductDetail: adding', () => {
  const ready = () => {
    render(<ProductDetail {...formProps()} />);
    choose('Size', 'L');
    choose('Color', 'Olive');
  };

  it('says Adding…, then Added! a second after success for two seconds, and updates the cart store', async () => {
    ready();
    fireEvent.click(button());
    expect(button().textContent).toBe('Adding…');
    await flush();
    expect($cart.get()).toEqual({ initialized: true, totalQuantity: 2, subtotalText: '$236.00' });
    expect(button().textContent).toBe('Adding…');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(button().textContent).toBe('Added!');
    expect(document.querySelector('[aria-live="polite"]')!.textContent).toBe('Added!');
    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(button().textContent).toBe('Added!');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(button().textContent).toBe('Add To Cart');
  });

  it('sends one request with an idempotency key and the crumb, however often it is clicked', async () => {
    ready();
    fireEvent.click(button());
    fireEvent.click(button());
    await flush();
    fireEvent.click(button());
    await flush();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    const headers = init.headers as Record<string, string>;
    expect(url).toBe('/api/commerce/shopping-cart/entries');
    expect(headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(headers['X-CSRF-Token']).toBe('abc123');
    expect(JSON.parse(String(init.body))).toEqual({
      itemId: 'jacket',
      sku: 'L-OLIVE',
      quantity: 1,
      additionalFields: null,
    });
  });

  it('retries a failed request once with the same key', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('network'));
    ready();
    await click();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const key = (call: unknown[]) => ((call[1] as RequestInit).headers as Record<string, string>)['Idempotency-Key'];
    expect(key(fetchMock.mock.calls[1])).toBe(key(fetchMock.mock.calls[0]));
  });

  it('shows the refusal and is idle again a second later: 429 and the server message', async () => {
    fetchMock.mockResolvedValueOnce(json({ error: 'slow' }, 429));
    ready();
    await click();
    expect(alertText()).toBe('Unable to Add Item Please try again in a few seconds.');
    expect(button().textContent).toBe('Adding…');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(button().textContent).toBe('Add To Cart');
    fetchMock.mockResolvedValueOnce(
      json({ error: 'Your session has expired. Please reload the page and try again.' }, 403),
    );
    await click();
    expect(alertText()).toBe('Unable to Add Item Your session has expired. Please reload the page and try again.');
  });

  it('goes to checkout after a successful add in express checkout, under the purchase title', async () => {
    render(<ProductDetail {...formProps(jacket, { expressCheckout: true })} />);
    await click();
    expect(alertText()).toBe('Unable to Purchase Item Please select the Size and Color options.');
    choose('Size', 'L');
    choose('Color', 'Olive');
    await click();
    expect(assign).toHaveBeenCalledWith('/checkout');
  });

  it('goes to the checkout of the page’s language on a page in another language', async () => {
    render(<ProductDetail {...formProps(jacket, { expressCheckout: true, pageHome: '/fr' })} />);
    choose('Size', 'L');
    choose('Color', 'Olive');
    await click();
    expect(assign).toHaveBeenCalledWith('/fr/checkout');
  });

  it('sends subscribable items to subscription checkout', async () => {
    fetchMock.mockResolvedValueOnce(json({ cartToken: 'tok 1' }));
    render(
      <ProductDetail {...formProps(product(1, [variant({ sku: 'sub', qtyInStock: 5 })], { isSubscribable: true }))} />,
    );
    expect(button().textContent).toBe('Subscribe');
    await click();
    expect(fetchMock.mock.calls[0][0]).toBe('/api/3/commerce/cart/subscription');
    expect(assign).toHaveBeenCalledWith('/checkout/subscription?cartToken=tok%201');
  });
});

describe('ProductDetail: additional fields', () => {
  const form = {
    name: 'Workshop details',
    fields: [
      { id: 'who', type: 'text', title: 'Participant', required: true },
      { id: 'level', type: 'radio', title: 'Level', required: false, options: ['New', 'Old'] },
    ],
  };
  const workshop = product(3, [variant({ sku: 'w', qtyInStock: 2 })], {
    additionalFieldsFormId: 'f',
    additionalFieldsForm: form,
  });
  const answers = (stock: number, inCart: number) => (url: string) =>
    Promise.resolve(
      url.startsWith('/api/commerce/inventory')
        ? json({ results: [{ sku: 'w', unlimited: false, qtyInStock: stock }] })
        : url === '/api/commerce/shopping-cart'
          ? json({
              ...cartAnswer.shoppingCart,
              entries: inCart ? [{ itemId: 'p1', chosenVariant: { sku: 'w' }, quantity: inCart }] : [],
            })
          : json(cartAnswer),
    );

  it('checks stock first, then asks in a labelled modal and adds with the answers', async () => {
    fetchMock.mockImplementation(answers(2, 1));
    render(<ProductDetail {...formProps(workshop)} />);
    await click();
    await flush();
    const dialog = screen.getByRole('dialog', { name: 'Workshop details' });
    fireEvent.click(dialog.querySelector('button[type="submit"]')!);
    expect(dialog.querySelector('[role="alert"]')!.textContent).toBe('Required');
    fireEvent.change(screen.getByLabelText(/Participant/), { target: { value: 'Ada' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Old' }));
    fireEvent.click(dialog.querySelector('button[type="submit"]')!);
    await flush();
    expect(screen.queryByRole('dialog')).toBeNull();
    const add = fetchMock.mock.calls.find((c) => c[0] === '/api/commerce/shopping-cart/entries')!;
    expect(JSON.parse(String((add[1] as RequestInit).body)).additionalFields).toBe('{"who":"Ada","level":"Old"}');
  });

  it('says its field errors in the page’s words on a page in French (issue 25)', async () => {
    fetchMock.mockImplementation(answers(2, 1));
    const words = pickWords(CATALOGUES.fr!.words, ADD_TO_CART_WORD_KEYS);
    render(<ProductDetail {...formProps(workshop, { words })} />);
    await click();
    await flush();
    const dialog = screen.getByRole('dialog', { name: 'Workshop details' });
    fireEvent.click(dialog.querySelector('button[type="submit"]')!);
    expect(dialog.querySelector('[role="alert"]')!.textContent).toBe('Obligatoire');
  });

  it('does not open the form when the cart already holds the stock', async () => {
    fetchMock.mockImplementation(answers(2, 2));
    render(<ProductDetail {...formProps(workshop)} />);
    await click();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(alertText()).toBe('Unable to Add Item Sorry, we do not have enough of that item available.');
  });
});
