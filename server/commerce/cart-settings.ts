/**
 * Coupons and shipping of the visitor's cart. An unknown coupon code is refused and not
 * stored; a known one that does not apply yet (minimum order) is kept and listed in
 * invalidCoupons with the reason, so it applies once the cart qualifies.
 */
import { HttpError } from '../http-error';
import { updateCartSettings } from './cart-store';
import { answerCart, openOrCreateCart, requireCart, type CartResult } from './cart-access';
import { COMMERCE_MESSAGES } from './messages';
import { storeSettings } from './store-settings';
import type { ShippingLocation } from '../../domain';
import type { Database } from '../db';
import type { Site } from '../sites/types';

export async function addCoupon(
  db: Database,
  site: Site,
  token: string | undefined,
  rawCode: string,
): Promise<CartResult> {
  const code = rawCode.trim().toUpperCase();
  if (!storeSettings(site).coupons.some((c) => c.code === code))
    throw new HttpError(422, COMMERCE_MESSAGES.unknownCoupon);
  return db.transaction(async (tx) => {
    const cart = await openOrCreateCart(tx, site, token);
    if (!cart.couponCodes.includes(code))
      await updateCartSettings(tx, site.id, cart.id, { couponCodes: [...cart.couponCodes, code] });
    return answerCart(tx, site, {
      ...cart,
      couponCodes: cart.couponCodes.includes(code) ? cart.couponCodes : [...cart.couponCodes, code],
    });
  });
}

export async function removeCoupon(
  db: Database,
  site: Site,
  token: string | undefined,
  rawCode: string,
): Promise<CartResult> {
  const code = rawCode.trim().toUpperCase();
  return db.transaction(async (tx) => {
    const cart = await requireCart(tx, site, token);
    const couponCodes = cart.couponCodes.filter((c) => c !== code);
    await updateCartSettings(tx, site.id, cart.id, { couponCodes });
    return answerCart(tx, site, { ...cart, couponCodes });
  });
}

export interface ShippingInput {
  location?: ShippingLocation | null;
  optionId?: string | null;
}

export async function setShipping(
  db: Database,
  site: Site,
  token: string | undefined,
  input: ShippingInput,
): Promise<CartResult> {
  if (input.optionId && !storeSettings(site).shippingOptions.some((o) => o.id === input.optionId))
    throw new HttpError(422, COMMERCE_MESSAGES.unknownShippingOption);
  return db.transaction(async (tx) => {
    const cart = await openOrCreateCart(tx, site, token);
    const settings = { shippingLocation: input.location, selectedShippingOptionId: input.optionId };
    await updateCartSettings(tx, site.id, cart.id, settings);
    return answerCart(tx, site, {
      ...cart,
      ...(input.location !== undefined ? { shippingLocation: input.location } : {}),
      ...(input.optionId !== undefined ? { selectedShippingOptionId: input.optionId } : {}),
    });
  });
}
