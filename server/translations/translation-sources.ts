/**
 * Which original a translation was made from (issue 25). A translation saved from the editor
 * keeps, in the translation document, a hash of its original (`sources`, entry id → hash) and
 * the original itself (`originals`, entry id → text) so the editor can show what changed.
 *
 * The rule: a translation is current while its original is the one it was made from; once the
 * original changes it is out of date, and pages show the newer original instead until the owner
 * translates it again or keeps it (saving the same translation records the new original). A
 * translation without a hash (a fixture's, imported as it was) counts as current, unless it is
 * a header or footer text the owner has changed since the site document's words it was made
 * from (`imported`). Pure: the editor's list, the stored site and the header read it alike.
 */
import { createHash } from 'node:crypto';
import { translationId } from '../../domain';

type Json = Record<string, unknown>;

/** The document keys the hashes and originals live under, beside the translations. */
export const SOURCES = 'sources';
export const ORIGINALS = 'originals';

const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A short, stable fingerprint of an original. */
export const sourceHash = (original: string): string =>
  createHash('sha256').update(original).digest('base64url').slice(0, 16);

/** The value at `path` in a translation document, when it is a text. */
export function translationAt(document: unknown, path: readonly string[]): string | null {
  let at: unknown = document;
  for (const step of path) {
    if (!isRecord(at)) return null;
    at = at[step];
  }
  return typeof at === 'string' && at !== '' ? at : null;
}

function recordOf(document: unknown, key: string): Json {
  return isRecord(document) && isRecord(document[key]) ? document[key] : {};
}

/** Whether a translation at `path` was made from `original` (see the rule above). */
export function madeFrom(document: unknown, path: readonly string[], original: string, imported?: string): boolean {
  const hash = recordOf(document, SOURCES)[translationId(path)];
  if (typeof hash === 'string') return hash === sourceHash(original);
  return imported === undefined || imported.trim() === original.trim();
}

/** The translation at `path` when it is current for `original`, else null (show the original). */
export function currentTranslation(
  document: unknown,
  path: readonly string[],
  original: string,
  imported?: string,
): string | null {
  const value = translationAt(document, path);
  return value !== null && madeFrom(document, path, original, imported) ? value : null;
}

/** The original an out-of-date translation was made from, when the document kept it. */
export function previousOriginal(document: unknown, path: readonly string[], imported?: string): string | undefined {
  const kept = recordOf(document, ORIGINALS)[translationId(path)];
  if (typeof kept === 'string') return kept;
  return typeof recordOf(document, SOURCES)[translationId(path)] === 'string' ? undefined : imported;
}
