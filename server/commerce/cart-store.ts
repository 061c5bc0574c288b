/**
 * Cart, cart entry and idempotency-key queries (migration 002). Every query names the site,
 * so a cart of one site is invisible to another.
 *
 * @module
 */
import { accountCartWrites } from '../site-users/account-cart-writes';
import { randomBytes, randomUUID } from 'node:crypto';
import type { ShippingLocation } from '../../domain';
import type { Sql } from '../db/driver';

export type CartKind = 'regular' | 'subscription';

export interface CartRow {
  id: string;
  token: string;
  kind: CartKind;
  created: string;
  isPurchased: boolean;
  orderId: string | null;
  shippingLocation: ShippingLocation | null;
  selectedShippingOptionId: string | null;
  couponCodes: string[];
}

export interface EntryRow {
  id: string;
  itemId: string;
  sku: string;
  quantity: number;
  /** Canonical JSON of the additional fields; '' when there are none. */
  fieldsKey: string;
  lastSeq: number | null;
}

const CART_COLUMNS =
  'id, token, kind, created, is_purchased, order_id, shipping_location, selected_shipping_option_id, coupon_codes';
const ENTRY_COLUMNS = 'id, item_id, sku, quantity, fields_key, last_seq';

/** An unguessable cart token: the cookie value, or a subscription's cartToken. */
function newCartToken(): string {
  return randomBytes(24).toString('base64url');
}

export async function createCart(db: Sql, siteId: string, kind: CartKind = 'regular'): Promise<CartRow> {
  const rows = await db.query(
    `insert into carts (website_id, id, token, kind) values ($1, $2, $3, $4) returning ${CART_COLUMNS}`,
    [siteId, randomUUID(), newCartToken(), kind],
  );
  return toCart(rows[0]);
}

/** The cart a token names; `lock` takes its row lock for the rest of the transaction. */
export async function findCart(db: Sql, siteId: string, token: string, lock = false): Promise<CartRow | undefined> {
  const rows = await db.query(
    `select ${CART_COLUMNS} from carts where website_id = $1 and token = $2${lock ? ' for update' : ''}`,
    [siteId, token],
  );
  return rows[0] ? toCart(rows[0]) : undefined;
}

export async function findCartById(db: Sql, siteId: string, id: string): Promise<CartRow | undefined> {
  const rows = await db.query(`select ${CART_COLUMNS} from carts where website_id = $1 and id = $2`, [siteId, id]);
  return rows[0] ? toCart(rows[0]) : undefined;
}

export async function listEntries(db: Sql, siteId: string, cartId: string): Promise<EntryRow[]> {
  const rows = await db.query(
    `select ${ENTRY_COLUMNS} from cart_entries where website_id = $1 and cart_id = $2 order by created, id`,
    [siteId, cartId],
  );
  return rows.map(toEntry);
}

/** Adds to the entry of the same item, variant and fields, or makes one; answers the entry. */
export async function upsertEntry(
  db: Sql,
  siteId: string,
  cartId: string,
  entry: Omit<EntryRow, 'id' | 'lastSeq'>,
): Promise<EntryRow> {
  const rows = await db.query(
    `insert into cart_entries (website_id, cart_id, id, item_id, sku, quantity, fields_key) values ($1, $2, $3, $4, $5, $6, $7)
     on conflict (website_id, cart_id, item_id, sku, fields_key) do update set quantity = cart_entries.quantity + excluded.quantity
     returning ${ENTRY_COLUMNS}`,
    [siteId, cartId, randomUUID(), entry.itemId, entry.sku, entry.quantity, entry.fieldsKey],
  );
  return toEntry(rows[0]);
}

/**
 * Sets an entry's quantity (0 deletes it) unless `seq` is lower than the last applied one,
 * so a late answer to an earlier edit never wins. Answers false when nothing changed.
 */
export async function setEntryQuantity(
  db: Sql,
  siteId: string,
  cartId: string,
  entryId: string,
  quantity: number,
  seq: number | null,
): Promise<boolean> {
  const where =
    'website_id = $1 and cart_id = $2 and id = $3 and ($4::bigint is null or last_seq is null or last_seq <= $4::bigint)';
  const rows =
    quantity === 0
      ? await db.query(`delete from cart_entries where ${where} returning id`, [siteId, cartId, entryId, seq])
      : await db.query(
          `update cart_entries set quantity = $5, last_seq = coalesce($4::bigint, last_seq) where ${where} returning id`,
          [siteId, cartId, entryId, seq, quantity],
        );
  return rows.length > 0;
}

export async function deleteEntry(db: Sql, siteId: string, cartId: string, entryId: string): Promise<boolean> {
  return (
    (
      await db.query('delete from cart_entries where website_id = $1 and cart_id = $2 and id = $3 returning id', [
        siteId,
        cartId,
        entryId,
      ])
    ).length > 0
  );
}

export async function setEntryFields(
  db: Sql,
  siteId: string,
  cartId: string,
  entryId: string,
  fieldsKey: string,
): Promise<void> {
  await db.query('update cart_entries set fields_key = $4 where website_id = $1 and cart_id = $2 and id = $3', [
    siteId,
    cartId,
    entryId,
    fieldsKey,
  ]);
}

export interface CartSettings {
  shippingLocation?: ShippingLocation | null;
  selectedShippingOptionId?: string | null;
  couponCodes?: string[];
}

/** Updates the settings given; the others keep their values. */
export async function updateCartSettings(
  db: Sql,
  siteId: string,
  cartId: string,
  settings: CartSettings,
): Promise<void> {
  await db.query(
    `update carts set
       shipping_location = case when $3 then $4::text::jsonb else shipping_location end,
       selected_shipping_option_id = case when $5 then $6 else selected_shipping_option_id end,
       coupon_codes = case when $7 then $8::text::jsonb else coupon_codes end
     where website_id = $1 and id = $2`,
    [
      siteId,
      cartId,
      settings.shippingLocation !== undefined,
      JSON.stringify(settings.shippingLocation ?? null),
      settings.selectedShippingOptionId !== undefined,
      settings.selectedShippingOptionId ?? null,
      settings.couponCodes !== undefined,
      JSON.stringify(settings.couponCodes ?? []),
    ],
  );
}

export async function markCartPurchased(db: Sql, siteId: string, cartId: string, orderId: string): Promise<void> {
  // An account's cart bought is no longer its open cart: sessions kept with it are read again.
  await accountCartWrites.during(() =>
    db.query('update carts set is_purchased = true, order_id = $3 where website_id = $1 and id = $2', [
      siteId,
      cartId,
      orderId,
    ]),
  );
}

function toCart(r: Record<string, unknown>): CartRow {
  return {
    id: String(r.id),
    token: String(r.token),
    kind: r.kind as CartKind,
    created: new Date(r.created as string | Date).toISOString(),
    isPurchased: Boolean(r.is_purchased),
    orderId: (r.order_id as string | null) ?? null,
    shippingLocation: (r.shipping_location as ShippingLocation | null) ?? null,
    selectedShippingOptionId: (r.selected_shipping_option_id as string | null) ?? null,
    couponCodes: (r.coupon_codes as string[] | null) ?? [],
  };
}

function toEntry(r: Record<string, unknown>): EntryRow {
  return {
    id: String(r.id),
    itemId: String(r.item_id),
    sku: String(r.sku),
    quantity: Number(r.quantity),
    fieldsKey: String(r.fields_key),
    lastSeq: r.last_seq === null || r.last_seq === undefined ? null : Number(r.last_seq),
  };
}
