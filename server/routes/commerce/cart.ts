/**
 * The cart calls (spec §7 and ours; README "Cart API"). Every answer carries the whole cart
 * and refreshes the cart cookies.
 */
import { Hono } from 'hono';
import {
  AddEntryBody,
  CouponBody,
  QuantityBody,
  ShippingBody,
  UpdateFieldsBody,
  addCoupon,
  addEntry,
  changeQuantity,
  removeCoupon,
  removeEntry,
  setShipping,
  updateFields,
  validate,
  viewCart,
} from '../../commerce';
import * as v from 'valibot';
import { cartToken, setCartCookies } from './cart-cookies';
import { readJson, safeString } from '../../http';
import type { CartResult } from '../../commerce';
import type { Context } from 'hono';
import type { Database } from '../../db';
import type { AppEnv } from '../../types';
import type { CartAnswer, EntryAdded, EntryFieldsUpdated, ShoppingCart } from '../../../domain';

const flag = v.optional(v.picklist(['true', 'false'], 'Use true or false.'));
const CartQuery = v.object({
  mock: flag,
  timecode: v.optional(safeString()),
  calculateSubtotal: flag,
  cartToken: v.optional(v.pipe(safeString(), v.maxLength(100, 'A cart token must be text.'))),
});

export function cartRoutes(db: () => Database) {
  /** Every cart call's answer: the cart (domain CartAnswer), with what the call adds to it. */
  const send = <Extra extends object = object>(c: Context<AppEnv>, result: CartResult, extra?: Extra) => {
    setCartCookies(c, result.token, result.shoppingCart.entries.length);
    c.header('Cache-Control', 'no-store');
    return c.json<CartAnswer & Extra>({ shoppingCart: result.shoppingCart, ...(extra as Extra) });
  };

  return new Hono<AppEnv>()
    .get('/api/commerce/shopping-cart', async (c) => {
      const query = validate(CartQuery, c.req.query());
      const site = c.get('site');
      c.header('Cache-Control', 'no-store');
      // Totals are always calculated: they are cheap, and a cart without them could disagree with the pill.
      if (query.mock === 'true') return c.json<ShoppingCart>(await viewCart(db(), site, undefined));
      if (query.cartToken) return c.json<ShoppingCart>(await viewCart(db(), site, query.cartToken, 'subscription'));
      return c.json<ShoppingCart>(await viewCart(db(), site, cartToken(c)));
    })
    .post('/api/commerce/shopping-cart/entries', async (c) => {
      const body = await readJson(c, AddEntryBody);
      const idempotencyKey = c.req.header('Idempotency-Key')?.slice(0, 200) || body.idempotencyKey;
      const result = await addEntry(db(), c.get('site'), cartToken(c), c.get('crumb'), { ...body, idempotencyKey });
      return send<Omit<EntryAdded, 'shoppingCart'>>(c, result, { newlyAdded: result.newlyAdded });
    })
    .put('/api/commerce/shopping-cart/entries/:entryId/additionalFields', async (c) => {
      const body = await readJson(c, UpdateFieldsBody);
      const result = await updateFields(db(), c.get('site'), cartToken(c), c.req.param('entryId'), body);
      return send<Omit<EntryFieldsUpdated, 'shoppingCart'>>(c, result, { updatedEntry: result.updatedEntry });
    })
    .put('/api/commerce/shopping-cart/entries/:entryId', async (c) => {
      const body = await readJson(c, QuantityBody);
      return send(
        c,
        await changeQuantity(db(), c.get('site'), cartToken(c), c.req.param('entryId'), body.quantity, body.seq),
      );
    })
    .delete('/api/commerce/shopping-cart/entries/:entryId', async (c) =>
      send(c, await removeEntry(db(), c.get('site'), cartToken(c), c.req.param('entryId'))),
    )
    .post('/api/commerce/shopping-cart/coupons', async (c) => {
      const body = await readJson(c, CouponBody);
      return send(c, await addCoupon(db(), c.get('site'), cartToken(c), body.code));
    })
    .delete('/api/commerce/shopping-cart/coupons/:code', async (c) => {
      const { code } = validate(CouponBody, { code: c.req.param('code') });
      return send(c, await removeCoupon(db(), c.get('site'), cartToken(c), code));
    })
    .put('/api/commerce/shopping-cart/shipping', async (c) => {
      const body = await readJson(c, ShippingBody);
      return send(c, await setShipping(db(), c.get('site'), cartToken(c), body));
    });
}
