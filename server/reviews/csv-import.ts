/**
 * The owner's review import: CSV text (RFC 4180, a header row naming the columns `product`,
 * `rating`, `author`, `review` and optionally `date`), each row checked on its own. A file
 * with any bad row imports nothing, and every bad row is named with its line and column, so
 * the owner fixes the file and imports it once, without doubles.
 */
import { REVIEW_LIMITS, REVIEW_MESSAGES, type ReviewImportRefused, type RowError } from '../../domain';
import { isSafeText } from '../http';
import { productByRef } from './site-products';
import type { NewReview } from './review-store';
import type { Site } from '../sites/types';

export const IMPORT_MAX_ROWS = 1000;

export type ImportResult =
  | { ok: true; reviews: (NewReview & { created?: string })[] }
  | ({ ok: false } & ReviewImportRefused);

const REQUIRED = ['product', 'rating', 'author', 'review'] as const;

/** Rows of cells; undefined when a quoted cell is never closed. */
export function parseCsv(text: string): string[][] | undefined {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') (cell += '"'), i++;
      else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"' && cell === '') quoted = true;
    else if (ch === ',') row.push(cell), (cell = '');
    else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(cell), rows.push(row), (row = []), (cell = '');
    } else cell += ch;
  }
  if (quoted) return undefined;
  if (cell !== '' || row.length > 0) row.push(cell), rows.push(row);
  return rows;
}

export function readReviewCsv(site: Site, text: string): ImportResult {
  const fail = (error: string, rowErrors: RowError[] = []): ImportResult => ({ ok: false, error, rowErrors });
  const rows = parseCsv(text.replace(/^\uFEFF/, ''));
  if (!rows) return fail('The file is not valid CSV: a quoted cell is never closed.');
  const header = (rows[0] ?? []).map((name) => name.trim().toLowerCase());
  const missing = REQUIRED.filter((name) => !header.includes(name));
  if (missing.length > 0)
    return fail(
      `The first row must name the columns product, rating, author and review (missing: ${missing.join(', ')}).`,
    );
  const body = rows
    .slice(1)
    .map((cells, index) => ({ cells, line: index + 2 }))
    .filter(({ cells }) => cells.some((cell) => cell.trim() !== ''));
  if (body.length === 0) return fail('The file has no reviews below its header row.');
  if (body.length > IMPORT_MAX_ROWS) return fail(`Import at most ${IMPORT_MAX_ROWS} reviews at once.`);

  const column = (cells: string[], name: string) =>
    header.indexOf(name) >= 0 ? (cells[header.indexOf(name)] ?? '').trim() : '';
  const errors: RowError[] = [];
  const reviews: (NewReview & { created?: string })[] = [];
  for (const { cells, line } of body) {
    const rowErrors: RowError[] = [];
    const bad = (field: string, message: string) => rowErrors.push({ row: line, field, message });
    if (cells.some((cell) => !isSafeText(cell))) bad('row', 'The row holds characters that cannot be stored.');
    const ref = column(cells, 'product');
    const product = ref ? productByRef(site, ref) : undefined;
    if (!product)
      bad(
        'product',
        ref ? `No product has the id or URL "${ref.slice(0, 80)}".` : 'Give the product (its id or URL slug).',
      );
    const ratingText = column(cells, 'rating');
    const rating = /^[1-5]$/.test(ratingText) ? Number(ratingText) : NaN;
    if (!Number.isInteger(rating)) bad('rating', 'The rating must be a whole number from 1 to 5.');
    const author = column(cells, 'author');
    if (!author || author.length > REVIEW_LIMITS.nameMax) bad('author', REVIEW_MESSAGES.name);
    const review = column(cells, 'review');
    if (!review || review.length > REVIEW_LIMITS.bodyMax) bad('review', REVIEW_MESSAGES.body);
    const date = column(cells, 'date');
    const created = date ? dateOf(date) : undefined;
    if (date && !created) bad('date', 'The date must be written YYYY-MM-DD.');
    if (rowErrors.length > 0) errors.push(...rowErrors);
    else
      reviews.push({ itemId: product!.id, rating, authorName: author, body: review, ...(created ? { created } : {}) });
  }
  if (errors.length > 0) {
    const rowsWithErrors = new Set(errors.map((e) => e.row)).size;
    return fail(
      `${rowsWithErrors} ${rowsWithErrors === 1 ? 'row has a problem' : 'rows have problems'}; nothing was imported.`,
      errors.slice(0, 200),
    );
  }
  return { ok: true, reviews };
}

function dateOf(text: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return undefined;
  const date = new Date(`${text}T12:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== text ? undefined : date.toISOString();
}
