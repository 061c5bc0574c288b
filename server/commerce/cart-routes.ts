/**
 * The cart calls (spec §7 and ours; README "Cart API"). Every answer carries the whole cart
 * and refreshes the cart cookies.
 */
import { Hono } from 'hono';
import { AddEntryBody, CouponBody, QuantityBody, ShippingBody, UpdateFieldsBody } from './schemas';
import { addCoupon, removeCoupon, setShipping } from './cart-settings';
import { addEntry } from './add-entry';
import { callLanguage, setCartLanguage } from '../translations/page-language';
import { changeQuantity, removeEntry, updateFields } from './edit-entry';
import { validate } from './payload-error';
import { viewCart } from './cart-access';
import { cartInLanguage, entriesInLanguage } from './cart-json';
import * as v from 'valibot';
import { cartToken, setCartCookies } from './cart-cookies';
import { readJson, safeString } from '../http';
import type { CartResult } from './cart-access';
import type { Context } from 'hono';
import type { Database } from '../db';
import type { AppEnv } from '../types';
import type { CartAnswer, CartEntry, EntryAdded, EntryFieldsUpdated, ShoppingCart } from '../../domain';

const flag = v.optional(v.picklist(['true', 'false'], 'Use true or false.'));
const CartQuery = v.object({
  mock: flag,
  timecode: v.optional(safeString()),
  calculateSubtotal: flag,
  cartToken: v.optional(v.pipe(safeString(), v.maxLength(100, 'A cart token must be text.'))),
});

export function cartRoutes(db: () => Database) {
  /** The cart in the language of the page that called (its entries' titles, links and options). */
  const spoken = async <Cart extends ShoppingCart>(c: Context<AppEnv>, cart: Cart) =>
    cartInLanguage(c.get('site'), cart, await callLanguage(c, db()));
  /** Every cart call's answer: the cart (domain CartAnswer), with what the call adds to it. */
  const send = async <Extra extends object = object>(c: Context<AppEnv>, result: CartResult, extra?: Extra) => {
    setCartCookies(c, result.token, result.shoppingCart.entries.length);
    c.header('Cache-Control', 'no-store');
    return c.json<CartAnswer & Extra>({ shoppingCart: await spoken(c, result.shoppingCart), ...(extra as Extra) });
  };
  /** An entry a call answers beside the cart, in the calling page's language too. */
  const spokenEntry = async (c: Context<AppEnv>, entry: CartEntry | null) =>
    entry && entriesInLanguage(c.get('site'), [entry], await callLanguage(c, db()))[0]!;

  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const query = validate(CartQuery, c.req.query());
      const site = c.get('site');
      c.header('Cache-Control', 'no-store');
      // Totals are always calculated: they are cheap, and a cart without them could disagree with the pill.
      if (query.mock === 'true') return c.json<ShoppingCart>(await viewCart(db(), site, undefined));
      const cart = query.cartToken
        ? await viewCart(db(), site, query.cartToken, 'subscription')
        : await viewCart(db(), site, cartToken(c));
      return c.json<ShoppingCart>(await spoken(c, cart));
    })
    .post('/entries', async (c) => {
      const body = await readJson(c, AddEntryBody);
      const idempotencyKey = c.req.header('Idempotency-Key')?.slice(0, 200) || body.idempotencyKey;
      const result = await addEntry(db(), c.get('site'), cartToken(c), c.get('crumb'), { ...body, idempotencyKey });
      // The cart remembers the language of the page the product was added from: its order is mailed in it.
      if (result.token) {
        const language = await callLanguage(c, db());
        await setCartLanguage(db(), c.get('site').id, result.token, language?.locale ?? null);
      }
      return send<Omit<EntryAdded, 'shoppingCart'>>(c, result, {
        newlyAdded: await spokenEntry(c, result.newlyAdded),
      });
    })
    .put('/entries/:entryId/additionalFields', async (c) => {
      const body = await readJson(c, UpdateFieldsBody);
      const result = await updateFields(db(), c.get('site'), cartToken(c), c.req.param('entryId'), body);
      return send<Omit<EntryFieldsUpdated, 'shoppingCart'>>(c, result, {
        updatedEntry: (await spokenEntry(c, result.updatedEntry))!,
      });
    })
    .put('/entries/:entryId', async (c) => {
      const body = await readJson(c, QuantityBody);
      return send(
        c,
        await changeQuantity(db(), c.get('site'), cartToken(c), c.req.param('entryId'), body.quantity, body.seq),
      );
    })
    .delete('/entries/:entryId', async (c) =>
      send(c, await removeEntry(db(), c.get('site'), cartToken(c), c.req.param('entryId'))),
    )
    .post('/coupons', async (c) => {
      const body = await readJson(c, CouponBody);
      return send(c, await addCoupon(db(), c.get('site'), cartToken(c), body.code));
    })
    .delete('/coupons/:code', async (c) => {
      const { code } = validate(CouponBody, { code: c.req.param('code') });
      return send(c, await removeCoupon(db(), c.get('site'), cartToken(c), code));
    })
    .put('/shipping', async (c) => {
      const body = await readJson(c, ShippingBody);
      return send(c, await setShipping(db(), c.get('site'), cartToken(c), body));
    });
}
