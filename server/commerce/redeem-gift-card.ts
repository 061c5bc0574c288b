/**
 * A gift card paying part or all of an order, inside the order's transaction: the card's
 * row is locked, at most its balance is taken, and the balance never goes negative.
 */
import { HttpError } from '../http-error';
import { lockGiftCard, normalizeGiftCardCode, takeGiftCardBalance } from './gift-card-store';
import { COMMERCE_MESSAGES } from './messages';
import type { Sql } from '../db';

/** The card, as stored, and the cents it pays (0 without a code, or when nothing is due). */
export interface GiftCardUse {
  code: string | null;
  cents: number;
}

export async function redeemGiftCard(
  tx: Sql,
  siteId: string,
  rawCode: string | null | undefined,
  dueCents: number,
): Promise<GiftCardUse> {
  if (!rawCode?.trim()) return { code: null, cents: 0 };
  const code = normalizeGiftCardCode(rawCode);
  const balance = await lockGiftCard(tx, siteId, code);
  if (balance === undefined) throw new HttpError(422, COMMERCE_MESSAGES.unknownGiftCard);
  if (balance === 0) throw new HttpError(422, COMMERCE_MESSAGES.emptyGiftCard);
  const used = Math.min(balance, dueCents);
  if (used > 0 && !(await takeGiftCardBalance(tx, siteId, code, used)))
    throw new HttpError(409, COMMERCE_MESSAGES.emptyGiftCard);
  return { code, cents: used };
}
