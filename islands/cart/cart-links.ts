/**
 * Keeps the template's cart markup in step with the cart store: `[data-cart-quantity]` shows
 * the item count, `[data-cart-subtotal]` the subtotal, and `[data-cart-link]` gets
 * `data-cart-initialized` on the first sync. Once the cart is known, the body gets
 * `data-cart-ready`, which reveals add-to-cart buttons hidden until then (`[data-cart-pending]`).
 *
 * @module
 */
import { $cart, $cartModel } from './cart-store';

export function bindCartLinks(doc: Document): () => void {
  const stopSummary = $cart.subscribe(({ initialized, totalQuantity, subtotalText }) => {
    if (!initialized) return;
    for (const el of doc.querySelectorAll('[data-cart-quantity]')) el.textContent = String(totalQuantity);
    for (const el of doc.querySelectorAll('[data-cart-subtotal]')) el.textContent = subtotalText;
    for (const el of doc.querySelectorAll('[data-cart-link]')) el.setAttribute('data-cart-initialized', '');
  });
  const stopReady = $cartModel.subscribe(({ ready }) => {
    if (ready) doc.body.setAttribute('data-cart-ready', '');
  });
  return () => {
    stopSummary();
    stopReady();
  };
}
