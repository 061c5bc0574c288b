/**
 * The rules every input string and number passes, as valibot schemas that every body, query
 * and path schema builds on: text holds no NUL (PostgreSQL refuses it in text and jsonb) and
 * no unpaired UTF-16 surrogate (it has no UTF-8 form), and whole numbers fit their column.
 *
 * @example
 *   const Body = v.object({ name: v.pipe(safeString('A name is required.'), v.trim(), v.minLength(1, 'A name is required.')) });
 *   const Seq = wholeNumber('A sequence number must be a whole number.', { max: COLUMN_MAX.bigint });
 */
import * as v from 'valibot';
import { isStorableText } from '../../domain';
import { INPUT_MESSAGES } from './input-messages';

/** The largest values a column of each type holds (bigint: as far as a JS number is exact). */
export const COLUMN_MAX = Object.freeze({ integer: 2_147_483_647, bigint: Number.MAX_SAFE_INTEGER });

/** True when the text can be stored: no NUL, no unpaired surrogate (the domain's one rule). */
export const isSafeText: (text: string) => boolean = isStorableText;

/** A string that can be stored; `message` is the answer when the value is not a string. */
export function safeString(message?: string) {
  return v.pipe(v.string(message), v.check(isSafeText, INPUT_MESSAGES.textNotAllowed));
}

/** A whole number between `min` (default 0) and `max` (default the integer column's). */
export function wholeNumber(
  message: string,
  { min = 0, max = COLUMN_MAX.integer }: { min?: number; max?: number } = {},
) {
  return v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(max, message));
}
