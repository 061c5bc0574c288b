/**
 * Text a database column can keep: no NUL (PostgreSQL refuses it in text and jsonb) and no
 * UTF-16 surrogate half without its other half ("lone surrogate": it has no UTF-8 form, and
 * `encodeURIComponent` throws on it). Owner saves refuse such text with a 400 naming the field
 * (server/http/text-rules.ts), a site folder's import names the file and field; text that holds
 * one anyway (a document stored before those rules) is made storable where the server writes it.
 */

/** A surrogate half without its other half, matched per UTF-16 code unit (no `u` flag). */
export const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const UNSTORABLE = new RegExp(`\\u0000|${LONE_SURROGATE.source}`);
const EVERY_LONE_SURROGATE = new RegExp(LONE_SURROGATE.source, 'g');
const EVERY_NUL = /\u0000/g;

/** True when the text can be stored: no NUL, no lone surrogate. */
export function isStorableText(text: string): boolean {
  return !UNSTORABLE.test(text);
}

/** The text with each lone surrogate written as U+FFFD (the replacement character). */
export function wellFormedText(text: string): string {
  return text.replace(EVERY_LONE_SURROGATE, '\uFFFD');
}

/** The text made storable: a NUL left out, a lone surrogate written as U+FFFD, as the order mails write them. */
export function storableText(text: string): string {
  return wellFormedText(text.replace(EVERY_NUL, ''));
}

/**
 * The path (keys and indexes) of the first string or key in a parsed JSON value that cannot be
 * stored, or undefined when every one can: `['items', '0', 'title']`.
 */
export function unstorableTextPath(value: unknown, path: readonly string[] = []): string[] | undefined {
  if (typeof value === 'string') return isStorableText(value) ? undefined : [...path];
  if (value === null || typeof value !== 'object') return undefined;
  const entries: [string, unknown][] = Array.isArray(value)
    ? value.map((item, index) => [String(index), item])
    : Object.entries(value);
  for (const [key, item] of entries) {
    if (!isStorableText(key)) return [...path, key];
    const found = unstorableTextPath(item, [...path, key]);
    if (found) return found;
  }
  return undefined;
}
