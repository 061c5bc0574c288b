/**
 * The cart of a signed-in user (issue 11, spec §4 and §6): one cart per account, held by
 * `carts.site_user_id`, which every browser signed in to the account uses.
 *
 * - At sign-in the guest cart of the browser merges into the account's cart: quantities of the
 *   same item, variant and fields are added, but a variant never ends above the store's stock
 *   (or 9999), and what the account's cart held already is never reduced. The guest cart is
 *   then deleted; coupons are joined, the account's shipping choice wins when it has one.
 * - At sign-out with cloneCart the browser keeps a guest copy of the account's cart.
 *
 * @module
 */
import { QUANTITY_LIMITS } from '../../domain';
import { PRODUCT_TYPES } from '../../domain';
import { chooseVariant, findProduct } from '../commerce/catalog';
import { variantStock } from '../commerce/stock-check';
import {
  createCart,
  findCart,
  listEntries,
  updateCartSettings,
  upsertEntry,
  type CartRow,
} from '../commerce/cart-store';
import { accountCartWrites } from './account-cart-writes';
import type { Sql } from '../db';
import type { Site } from '../sites/types';

/** Makes an unowned open cart the account's (a cart created by an add while signed in). */
export async function claimCart(db: Sql, siteId: string, siteUserId: string, token: string): Promise<void> {
  // The account's open cart may change: sessions kept with the old one are read again.
  await accountCartWrites.during(() =>
    db.query(
      `update carts set site_user_id = $3 where website_id = $1 and token = $2 and site_user_id is null and kind = 'regular' and not is_purchased`,
      [siteId, token, siteUserId],
    ),
  );
}

/** The account's open cart, locked for the transaction. */
async function accountCart(tx: Sql, siteId: string, siteUserId: string): Promise<CartRow | undefined> {
  const rows = await tx.query<{ token: string }>(
    `select token from carts where website_id = $1 and site_user_id = $2 and kind = 'regular' and not is_purchased
     order by created desc limit 1 for update`,
    [siteId, siteUserId],
  );
  return rows[0] ? findCart(tx, siteId, rows[0].token, true) : undefined;
}

/** An open regular cart nobody owns: a guest cart. */
async function guestCart(tx: Sql, siteId: string, token: string | undefined): Promise<CartRow | undefined> {
  if (!token) return undefined;
  const rows = await tx.query<{ token: string }>(
    `select token from carts where website_id = $1 and token = $2 and site_user_id is null and kind = 'regular' and not is_purchased for update`,
    [siteId, token],
  );
  return rows[0] ? findCart(tx, siteId, token, true) : undefined;
}

/** How much of a variant a cart may hold: its stock when the store counts it, else 9999. */
async function variantLimit(tx: Sql, site: Site, itemId: string, sku: string): Promise<number> {
  const product = findProduct(site, itemId);
  const variant = product && chooseVariant(product, sku);
  if (!product || !variant) return 0;
  if (product.productType !== PRODUCT_TYPES.physical && product.productType !== PRODUCT_TYPES.service)
    return QUANTITY_LIMITS.max;
  const stock = await variantStock(tx, site.id, itemId, variant);
  return stock.unlimited ? QUANTITY_LIMITS.max : Math.min(stock.qtyInStock, QUANTITY_LIMITS.max);
}

/**
 * Merges the browser's guest cart (`guestToken`) into the account's cart, inside `tx`.
 * Answers the account's cart after the merge (undefined when neither exists).
 */
export async function mergeGuestCart(
  tx: Sql,
  site: Site,
  siteUserId: string,
  guestToken: string | undefined,
): Promise<CartRow | undefined> {
  const owned = await accountCart(tx, site.id, siteUserId);
  const guest = await guestCart(tx, site.id, guestToken);
  if (!guest) return owned;
  if (!owned) {
    await claimCart(tx, site.id, siteUserId, guest.token);
    return guest;
  }
  const held = new Map<string, number>();
  const key = (itemId: string, sku: string) => `${itemId}\u0000${sku}`;
  for (const entry of await listEntries(tx, site.id, owned.id))
    held.set(key(entry.itemId, entry.sku), (held.get(key(entry.itemId, entry.sku)) ?? 0) + entry.quantity);
  for (const entry of await listEntries(tx, site.id, guest.id)) {
    const variantKey = key(entry.itemId, entry.sku);
    const inCart = held.get(variantKey) ?? 0;
    const room = (await variantLimit(tx, site, entry.itemId, entry.sku)) - inCart;
    const quantity = Math.min(entry.quantity, room);
    if (quantity <= 0) continue;
    await upsertEntry(tx, site.id, owned.id, {
      itemId: entry.itemId,
      sku: entry.sku,
      quantity,
      fieldsKey: entry.fieldsKey,
    });
    held.set(variantKey, inCart + quantity);
  }
  await updateCartSettings(tx, site.id, owned.id, {
    couponCodes: [...new Set([...owned.couponCodes, ...guest.couponCodes])],
    ...(owned.shippingLocation ? {} : { shippingLocation: guest.shippingLocation }),
    ...(owned.selectedShippingOptionId ? {} : { selectedShippingOptionId: guest.selectedShippingOptionId }),
  });
  await tx.query('delete from carts where website_id = $1 and id = $2', [site.id, guest.id]);
  return (await findCart(tx, site.id, owned.token)) ?? owned;
}

/** A guest copy of the account's cart (entries, coupons, shipping), for sign-out with cloneCart. */
export async function cloneAccountCart(
  tx: Sql,
  site: Site,
  siteUserId: string,
): Promise<{ cart: CartRow; entryCount: number } | undefined> {
  const owned = await accountCart(tx, site.id, siteUserId);
  if (!owned) return undefined;
  const entries = await listEntries(tx, site.id, owned.id);
  if (entries.length === 0) return undefined;
  const copy = await createCart(tx, site.id);
  for (const entry of entries)
    await upsertEntry(tx, site.id, copy.id, {
      itemId: entry.itemId,
      sku: entry.sku,
      quantity: entry.quantity,
      fieldsKey: entry.fieldsKey,
    });
  await updateCartSettings(tx, site.id, copy.id, {
    couponCodes: owned.couponCodes,
    shippingLocation: owned.shippingLocation,
    selectedShippingOptionId: owned.selectedShippingOptionId,
  });
  return { cart: copy, entryCount: entries.length };
}

/** The number of entries of a cart, for the has-cart cookie. */
export async function entryCount(db: Sql, siteId: string, cartId: string): Promise<number> {
  return (await listEntries(db, siteId, cartId)).length;
}
