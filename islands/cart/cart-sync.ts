/**
 * The page's one cart queue, wired to the stores and the cart calls. Every island changes the
 * cart through these functions. After a failed call the cart is loaded again, so the page
 * shows what the server holds.
 *
 * @module
 */
import { cartApi } from './cart-api';
import { CartQueue } from './cart-queue';
import { $cartModel, receiveCart, setCartStatus } from './cart-store';
import type { CartApi } from './cart-api';
import type { ShoppingCart } from './cart-types';

let api: CartApi = cartApi;

const queue = new CartQueue({
  api: { setQuantity: (...args) => api.setQuantity(...args) },
  onCart: receiveCart,
  // A first load stays 'loading' until it answers; changes after it are 'recalculating'.
  onBusy: (busy) =>
    setCartStatus(!busy ? 'loaded' : $cartModel.get().status === 'loading' ? 'loading' : 'recalculating'),
});

/** Tests replace the cart calls. */
export function setCartApi(replacement: CartApi): void {
  api = replacement;
}

async function orReload(change: Promise<void>): Promise<void> {
  try {
    await change;
  } catch (error) {
    void queue.run(() => api.load()).catch(() => undefined);
    throw error;
  }
}

/** Loads the cart through the queue (status loading until it answers). */
export function loadCart(): Promise<void> {
  setCartStatus('loading');
  return queue.run(() => api.load());
}

export const cartActions = {
  setQuantity: (entryId: string, quantity: number) => orReload(queue.setQuantity(entryId, quantity)),
  remove: (entryId: string) => orReload(queue.run(() => api.remove(entryId))),
  updateFields: (entryId: string, body: Parameters<CartApi['updateFields']>[1]) =>
    orReload(queue.run(() => api.updateFields(entryId, body))),
  addCoupon: (code: string) => queue.run(() => api.addCoupon(code)),
  removeCoupon: (code: string) => queue.run(() => api.removeCoupon(code)),
  setShipping: (body: Parameters<CartApi['setShipping']>[0]) => queue.run(() => api.setShipping(body)),
  /** The cart as the server holds it now, after a refusal that says it changed elsewhere (another tab). */
  reload: () => queue.run(() => api.load()),
  /** A cart answered outside the queue (an add-to-cart call). */
  receive: (cart: ShoppingCart) => receiveCart(cart),
};
