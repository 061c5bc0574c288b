/**
 * Opaque page cursors: the sort key of the last row of a page, as base64url JSON. The next page
 * starts strictly after it, so rows added or edited meanwhile never repeat a row or skip one
 * that stayed put. A cursor that does not decode answers 400.
 */
import { PayloadError } from '../commerce/payload-error';
import { OWNER_MESSAGES } from './messages';

export type CursorKey = readonly (string | number)[];

export function encodeCursor(key: CursorKey): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

/**
 * A timestamp as PostgreSQL prints `timestamptz::text` (microseconds kept). Cursors carry it as
 * text and queries cast it with `$n::text::timestamptz`: a parameter typed timestamptz would be
 * sent through a JavaScript Date by the driver and lose its microseconds, skipping rows.
 */
const TIMESTAMP_TEXT = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(\.\d{1,6})?[+-]\d\d(:\d\d){0,2}$/;

function partFits(part: unknown, kind: string): boolean {
  if (kind === 'n') return typeof part === 'number' && Number.isFinite(part);
  if (typeof part !== 'string' || part.length > 500 || part.includes('\0')) return false;
  return kind !== 't' || TIMESTAMP_TEXT.test(part);
}

/**
 * The key of `cursor` when it has `shape`, one letter per position ('s' string, 't' timestamp
 * text, 'n' finite number); null for no cursor.
 */
export function decodeCursor(cursor: string | undefined, shape: string): (string | number)[] | null {
  if (cursor === undefined || cursor === '') return null;
  let key: unknown;
  try {
    key =
      cursor.length <= 2000 && /^[A-Za-z0-9_-]+$/.test(cursor)
        ? JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
        : undefined;
  } catch {
    key = undefined;
  }
  const fits = Array.isArray(key) && key.length === shape.length && key.every((part, i) => partFits(part, shape[i]!));
  if (!fits) throw new PayloadError({ cursor: OWNER_MESSAGES.invalidCursor }, OWNER_MESSAGES.invalidCursor);
  return key as (string | number)[];
}

/** The page answer every list call gives: rows, whether more follow, and the cursor to them. */
export function pageOf<T>(
  rows: T[],
  size: number,
  keyOf: (row: T) => CursorKey,
): { rows: T[]; hasNextPage: boolean; nextPageCursor: string | null } {
  const page = rows.slice(0, size);
  const hasNextPage = rows.length > size;
  return { rows: page, hasNextPage, nextPageCursor: hasNextPage ? encodeCursor(keyOf(page[page.length - 1]!)) : null };
}

export const PAGE_SIZE = 20;
