/**
 * The cart page product form's events (spec §2 "cart page product form (open, close, submit)"):
 * the dialog that edits an entry's additional fields. Each goes to `POST /api/events/RecordEvent`
 * (form-encoded crumb, event, data), as the owner panels' events do. Recording never gets in the
 * shopper's way: every failure is ignored.
 *
 * @module
 */
import { callJson, readCookie } from '../shared/api-call';

export const CART_PRODUCT_FORM_EVENTS = {
  open: 'cart_page_product_form_open',
  close: 'cart_page_product_form_close',
  submit: 'cart_page_product_form_submit',
} as const;

export type CartProductFormAction = keyof typeof CART_PRODUCT_FORM_EVENTS;

export function recordProductFormEvent(
  action: CartProductFormAction,
  entry: { itemId: string; chosenVariant: { sku: string } },
): void {
  const data = JSON.stringify({ itemId: entry.itemId, sku: entry.chosenVariant.sku });
  const body = new URLSearchParams({ crumb: readCookie('crumb') ?? '', event: CART_PRODUCT_FORM_EVENTS[action], data });
  // The client answers every failure (a browser without fetch too) instead of throwing.
  void callJson('POST', '/api/events/RecordEvent', body, { keepalive: true });
}
