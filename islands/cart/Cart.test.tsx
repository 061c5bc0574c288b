// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Cart } from './Cart';
import { resetCartStart } from './cart-start';
import { $cart, $cartModel } from './cart-store';
import { setCartApi } from './cart-sync';
import { CartCallError, cartOf, entry, fakeCartApi } from './cart-test-fixtures';
import { interfaceWords, pickWords, SHOP_WORD_KEYS } from '../../domain';
import type { CartPageProps } from './cart-page-types';

const money = { currency: 'USD', locale: 'en-US' };
const lamp = entry('e1', 'Camp Lamp', 2, 2000);
const mug = entry('e2', 'Enamel Mug', 1, 1200);

function page(overrides: Partial<CartPageProps> = {}) {
  const props: CartPageProps = {
    cart: cartOf([lamp, mug]),
    money,
    minimumSubtotalCents: 0,
    crumb: 'c'.repeat(32),
    extras: {},
    forms: {},
    ...overrides,
  };
  const server = fakeCartApi(props.cart);
  setCartApi(server.api);
  render(<Cart {...props} />);
  return server;
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
const quantityOf = (title: string) => screen.getByLabelText(`Quantity of ${title}`) as HTMLInputElement;
const grandTotal = () => document.querySelector('[data-total="grand"]')!.textContent;

beforeEach(() => resetCartStart());
afterEach(() => {
  cleanup();
  $cart.set({ initialized: false, totalQuantity: 0, subtotalText: '' });
  $cartModel.set({ status: 'loading', ready: false, cart: null });
});

describe('Cart page island', () => {
  it('lists each entry with its line total and the totals, and shares the cart with the store', async () => {
    page();
    await settle();
    expect(screen.getByText('Camp Lamp')).toBeTruthy();
    expect(quantityOf('Camp Lamp').value).toBe('2');
    expect(grandTotal()).toBe('$52.00');
    expect($cart.get()).toEqual({ initialized: true, totalQuantity: 3, subtotalText: '$52.00' });
    expect($cartModel.get()).toMatchObject({ status: 'loaded', ready: true });
  });

  it('says so when the cart is empty', () => {
    page({ cart: cartOf([]) });
    expect(screen.getByText('You have nothing in your shopping cart.')).toBeTruthy();
  });

  it('asks for the minimum subtotal and offers no checkout link below it', () => {
    page({ minimumSubtotalCents: 10000 });
    expect(screen.getByText('To check out, your order subtotal must be $100.00 or more.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Check out' })).toBeNull();
  });

  it('changes a quantity and shows the new totals everywhere', async () => {
    const server = page();
    await settle();
    fireEvent.change(quantityOf('Camp Lamp'), { target: { value: '3' } });
    await settle();
    expect(server.state.calls).toEqual([expect.stringMatching(/^quantity e1 3 seq \d+$/)]);
    expect(grandTotal()).toBe('$72.00');
    expect($cart.get().totalQuantity).toBe(4);
  });

  it('asks before removing at 0, then removes', async () => {
    const server = page();
    await settle();
    fireEvent.change(quantityOf('Enamel Mug'), { target: { value: '0' } });
    const dialog = screen.getByRole('alertdialog');
    expect(dialog.textContent).toContain(
      "You have set this item's quantity to 0. This will remove it from your cart. Would you like to continue?",
    );
    // Remove is the destructive answer, styled apart from Cancel.
    expect(within(dialog).getByRole('button', { name: 'Remove' }).className).toContain('button--danger');
    expect(within(dialog).getByRole('button', { name: 'Cancel' }).className).not.toContain('button--danger');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await settle();
    expect(server.state.calls).toEqual([expect.stringMatching(/^quantity e2 0 /)]);
    expect(screen.queryByText('Enamel Mug')).toBeNull();
  });

  it('keeps the item when the visitor cancels the 0', async () => {
    const server = page();
    await settle();
    fireEvent.change(quantityOf('Enamel Mug'), { target: { value: '0' } });
    fireEvent.keyDown(screen.getByRole('alertdialog'), { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(quantityOf('Enamel Mug').value).toBe('1');
    expect(server.state.calls).toEqual([]);
  });

  it('removes an item with its remove button', async () => {
    const server = page();
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Camp Lamp' }));
    await settle();
    expect(server.state.calls).toEqual(['remove e1']);
    expect(screen.queryByText('Camp Lamp')).toBeNull();
  });

  it.each([
    ['a network failure', new CartCallError(0, 'Please check your internet connection.')],
    ['HTTP 429', new CartCallError(429, 'Please try again in a few seconds.')],
    ['a stale crumb', new CartCallError(403, 'Your session has expired. Please reload the page and try again.')],
    ['stock', new CartCallError(409, 'Sorry, we do not have enough of that item available.')],
  ])('reports %s when a quantity cannot change', async (_, failure) => {
    const server = page();
    await settle();
    server.state.failWith = failure;
    fireEvent.change(quantityOf('Camp Lamp'), { target: { value: '5' } });
    await settle();
    expect(screen.getByRole('alert').textContent).toContain(`Unable to update quantity ${failure.message}`);
    expect(quantityOf('Camp Lamp').value).toBe('2');
  });

  it('reports a failed removal', async () => {
    const server = page();
    await settle();
    server.state.failWith = new CartCallError(500, 'Please try again.');
    fireEvent.click(screen.getByRole('button', { name: 'Remove Enamel Mug' }));
    await settle();
    expect(screen.getByRole('alert').textContent).toContain('Unable to remove item Please try again.');
  });

  it('applies a coupon', async () => {
    const server = page();
    await settle();
    fireEvent.change(screen.getByLabelText('Coupon code'), { target: { value: 'TRAIL10' } });
    fireEvent.submit(screen.getByLabelText('Coupon code').closest('form')!);
    await settle();
    expect(server.state.calls).toEqual(['coupon TRAIL10']);
    expect(screen.getByText('Coupon TRAIL10 applied.')).toBeTruthy();
    expect(grandTotal()).toBe('$47.00');
    // The discount as every other page prints a negative amount, through the one formatter.
    expect(document.querySelector('[data-total="discount"]')!.textContent).toBe('-$5.00');
  });

  it('removes an applied coupon', async () => {
    const server = page();
    await settle();
    fireEvent.change(screen.getByLabelText('Coupon code'), { target: { value: 'TRAIL10' } });
    fireEvent.submit(screen.getByLabelText('Coupon code').closest('form')!);
    await settle();
    const remove = screen.getByRole('button', { name: 'Remove coupon TRAIL10' });
    // Without JavaScript the same button posts to the coupon's remove address.
    expect(remove.getAttribute('formaction')).toBe('/cart/coupons/TRAIL10/remove');
    fireEvent.click(remove);
    await settle();
    expect(server.state.calls).toEqual(['coupon TRAIL10', 'remove coupon TRAIL10']);
    expect(screen.queryByText('Coupon TRAIL10 applied.')).toBeNull();
    expect(grandTotal()).toBe('$52.00');
  });

  it('shows the regular price of a line sold on sale, struck through', async () => {
    page({ extras: { e1: { fieldsHtml: '', fieldsFor: null, regularPriceCents: 2500 } } });
    await settle();
    const total = document.querySelector('[data-entry-id="e1"] .cart-entry__total')!;
    expect(total.querySelector('del')!.textContent).toBe('Was $50.00');
    expect(total.textContent).toBe('Was $50.00 now $40.00');
  });

  it('edits additional fields in a modal form', async () => {
    const workshop = entry('e3', 'Workshop', 1, 8500, { itemId: 'prod-workshop', additionalFields: '{"f1":"Ana"}' });
    const server = page({
      cart: cartOf([workshop]),
      forms: { 'prod-workshop': [{ id: 'f1', type: 'text', title: 'Participant name' }] },
    });
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Edit details' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit details: Workshop' });
    fireEvent.change(within(dialog).getByLabelText('Participant name'), { target: { value: 'Bo' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await settle();
    expect(server.state.calls).toEqual(['fields e3 {"f1":"Bo"}']);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.querySelector('.summary-form-field')!.textContent).toBe('Participant name Bo');
  });

  it("shows an entry's title, link, options and add-on form in the page's language, storing the options", async () => {
    const workshop = entry('e6', 'Atelier de navigation', 1, 8500, {
      itemId: 'prod-workshop',
      url: '/fr/shop/workshop',
      variantText: '16 janvier 2027',
      additionalFields: '{"f-level":"Some"}',
    });
    const field = {
      id: 'f-level',
      type: 'radio',
      title: 'Expérience',
      options: ['None', 'Some'],
      optionLabels: ['Aucune', 'Un peu'],
    };
    const server = page({
      cart: cartOf([workshop]),
      forms: { 'prod-workshop': [field] },
      words: pickWords(interfaceWords('fr-FR'), SHOP_WORD_KEYS),
    });
    await settle();
    expect(screen.getByRole('link', { name: 'Atelier de navigation' }).getAttribute('href')).toBe('/fr/shop/workshop');
    expect(document.querySelector('.cart-entry__variant')!.textContent).toBe('16 janvier 2027');
    expect(document.querySelector('.summary-form-field')!.textContent).toBe('Expérience Un peu');
    fireEvent.click(screen.getByRole('button', { name: 'Modifier les détails' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByLabelText('Aucune'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await settle();
    // The answer posted is the option, in the site's own language; the label is what is read.
    expect(server.state.calls).toEqual(['fields e6 {"f-level":"None"}']);
    expect(document.querySelector('.summary-form-field')!.textContent).toBe('Expérience Aucune');
  });

  it("refuses a missing or malformed answer with the form's own messages in the page's words, beside the field", async () => {
    const workshop = entry('e7', 'Atelier', 1, 8500, { itemId: 'prod-workshop', additionalFields: '{"f-name":"Ana"}' });
    const server = page({
      cart: cartOf([workshop]),
      forms: {
        'prod-workshop': [
          { id: 'f-name', type: 'text', title: 'Participant', required: true },
          { id: 'f-mail', type: 'email', title: 'Courriel' },
          { id: 'f-level', type: 'radio', title: 'Niveau', required: true, options: ['New', 'Some'] },
        ],
      },
      words: pickWords(interfaceWords('fr-FR'), SHOP_WORD_KEYS),
    });
    await settle();
    const fr = interfaceWords('fr-FR');
    fireEvent.click(screen.getByRole('button', { name: 'Modifier les détails' }));
    const dialog = screen.getByRole('dialog');
    // The browser's own checks (and their English bubbles) step aside for the island's.
    expect(dialog.querySelector('form')!.noValidate).toBe(true);
    const name = within(dialog).getByLabelText('Participant') as HTMLInputElement;
    fireEvent.change(name, { target: { value: ' ' } });
    fireEvent.change(within(dialog).getByLabelText('Courriel'), { target: { value: 'ana@' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await settle();
    expect(server.state.calls).toEqual([]);
    const messageOf = (input: HTMLElement) => {
      expect(input.getAttribute('aria-invalid')).toBe('true');
      return document.getElementById(input.getAttribute('aria-describedby')!)!.textContent;
    };
    expect(messageOf(name)).toBe(fr.fieldRequired);
    expect(messageOf(within(dialog).getByLabelText('Courriel'))).toBe(
      fr.fieldEmailFormat.replace('{example}', 'user@domain.com'),
    );
    expect(messageOf(within(dialog).getByLabelText('New'))).toBe(fr.fieldRequired);
    // Each message sits beside its own field, and the first field in error has the focus.
    expect(name.parentElement!.querySelector('.field-error')!.textContent).toBe(fr.fieldRequired);
    expect(document.activeElement).toBe(name);

    fireEvent.change(name, { target: { value: 'Bo' } });
    fireEvent.change(within(dialog).getByLabelText('Courriel'), { target: { value: 'bo@example.com' } });
    fireEvent.click(within(dialog).getByLabelText('Some'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await settle();
    expect(server.state.calls).toEqual(['fields e7 {"f-name":"Bo","f-mail":"bo@example.com","f-level":"Some"}']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the dialog open when the server refuses the answers, each message beside its field (t25more)', async () => {
    const workshop = entry('e8', 'Atelier', 1, 8500, { itemId: 'prod-workshop', additionalFields: '{"f-name":"Ana"}' });
    const server = page({
      cart: cartOf([workshop]),
      forms: { 'prod-workshop': [{ id: 'f-name', type: 'text', title: 'Participant' }] },
      words: pickWords(interfaceWords('fr-FR'), SHOP_WORD_KEYS),
    });
    await settle();
    const fr = interfaceWords('fr-FR');
    fireEvent.click(screen.getByRole('button', { name: 'Modifier les détails' }));
    server.state.failWith = new CartCallError(400, fr.fieldTooLong, { 'f-name': fr.fieldTooLong });
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Enregistrer' }));
    await settle();
    const dialog = screen.getByRole('dialog');
    const name = within(dialog).getByLabelText('Participant');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby')!)!.textContent).toBe(fr.fieldTooLong);
    expect(name.parentElement!.querySelector('.field-error')!.textContent).toBe(fr.fieldTooLong);
    // Not in the cart's general alert; the save button is free again for a corrected answer.
    expect(document.querySelector('.cart-alert')?.textContent ?? '').not.toContain(fr.fieldTooLong);
    fireEvent.change(name, { target: { value: 'Bo' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await settle();
    expect(server.state.calls).toEqual(['fields e8 {"f-name":"Ana"}', 'fields e8 {"f-name":"Bo"}']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('reports a form it cannot open', async () => {
    page({ cart: cartOf([entry('e5', 'Class', 1, 4000, { additionalFields: '{"x":"1"}' })]) });
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Edit details' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain('Unable to open form Please try again.');
  });

  it('reports a form it cannot save', async () => {
    const a = entry('e4', 'Class', 1, 4000, { itemId: 'prod-class', additionalFields: '{"x":"1"}' });
    const server = page({ cart: cartOf([a]), forms: { 'prod-class': [{ id: 'x', type: 'text', title: 'X' }] } });
    await settle();
    server.state.failWith = new CartCallError(500, 'Please try again.');
    fireEvent.click(screen.getByRole('button', { name: 'Edit details' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await settle();
    expect(screen.getByRole('alert').textContent).toContain('Unable to update form Please try again.');
  });
});
