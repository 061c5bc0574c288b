/**
 * Gift card queries (migration 004). Codes are random and unguessable; a balance is only
 * ever taken with a conditional update, so it never goes negative.
 *
 * @module
 */
import { randomBytes } from 'node:crypto';
import type { Sql } from '../db/driver';

/** Letters and digits without the look-alikes 0/O and 1/I. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const GROUPS = 4;
const GROUP_LENGTH = 4;

/** 16 characters from 32 symbols: 80 random bits, shown as XXXX-XXXX-XXXX-XXXX. */
export function newGiftCardCode(): string {
  const chars = [...randomBytes(GROUPS * GROUP_LENGTH)].map((byte) => ALPHABET[byte % ALPHABET.length]);
  const group = (g: number) => chars.slice(g * GROUP_LENGTH, (g + 1) * GROUP_LENGTH).join('');
  return Array.from({ length: GROUPS }, (_, g) => group(g)).join('-');
}

/**
 * Finds every code `newGiftCardCode` makes, as it writes them, in a text: exactly four groups of
 * four of its symbols (capitals and 2-9, never 0, 1, I or O) joined by dashes, between word
 * boundaries. Order numbers, prices, dates, lower-case words and the owner's coupon codes do not
 * match, unless a coupon is named exactly like a gift card code. A new RegExp each call, as a
 * global one keeps its place between uses.
 */
export function giftCardCodePattern(): RegExp {
  const group = `[${ALPHABET}]{${GROUP_LENGTH}}`;
  return new RegExp(`\\b${group}(?:-${group}){${GROUPS - 1}}\\b`, 'g');
}

/** Codes are typed by people: case and spacing do not matter. */
export function normalizeGiftCardCode(code: string): string {
  const plain = code.toUpperCase().replace(/[^A-Z0-9]/g, '');
  return plain.length === 16 ? [0, 4, 8, 12].map((i) => plain.slice(i, i + 4)).join('-') : plain;
}

export async function issueGiftCard(
  db: Sql,
  siteId: string,
  code: string,
  cents: number,
  currency: string,
  orderId: string,
): Promise<void> {
  await db.query(
    'insert into gift_cards (website_id, code, initial_cents, balance_cents, currency, order_id) values ($1, $2, $3, $3, $4, $5)',
    [siteId, code, cents, currency, orderId],
  );
}

/** The balance, with the row locked for the rest of the transaction. */
export async function lockGiftCard(db: Sql, siteId: string, code: string): Promise<number | undefined> {
  const rows = await db.query<{ balance_cents: number }>(
    'select balance_cents from gift_cards where website_id = $1 and code = $2 for update',
    [siteId, code],
  );
  return rows[0] ? Number(rows[0].balance_cents) : undefined;
}

export async function takeGiftCardBalance(db: Sql, siteId: string, code: string, cents: number): Promise<boolean> {
  const rows = await db.query(
    'update gift_cards set balance_cents = balance_cents - $3 where website_id = $1 and code = $2 and balance_cents >= $3 returning code',
    [siteId, code, cents],
  );
  return rows.length > 0;
}

/**
 * Keeps which card paid how much of an order (migration 513), in the transaction that took
 * its balance: the owner's order view names the card by its ending.
 */
export async function recordGiftCardPayment(
  db: Sql,
  siteId: string,
  orderId: string,
  code: string,
  cents: number,
): Promise<void> {
  await db.query('insert into order_gift_card_payments (website_id, order_id, code, cents) values ($1, $2, $3, $4)', [
    siteId,
    orderId,
    code,
    cents,
  ]);
}

export async function giftCardBalance(db: Sql, siteId: string, code: string): Promise<number | undefined> {
  const rows = await db.query<{ balance_cents: number }>(
    'select balance_cents from gift_cards where website_id = $1 and code = $2',
    [siteId, code],
  );
  return rows[0] ? Number(rows[0].balance_cents) : undefined;
}
