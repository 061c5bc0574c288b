/**
 * The one HTML escaping of the code base: the markup formatters write, the storefront and the
 * server's own pages all escape through these three entry points (exported by engine/index.ts).
 */

/** What `escape` escapes beyond `& < >`. */
const enum Quotes {
  None,
  Double,
  Both,
}

/** Whether a text holds anything `escape` replaces, by quote setting (indexed by `Quotes`). */
const SPECIAL = [/[&<>]/, /[&<>"]/, /[&<>"']/];

/** Below this length a character loop escapes fastest; above it, one native replace per special character. */
const LONG_TEXT = 64;

/**
 * Escapes `& < >`, `"` from `Quotes.Double` and `'` at `Quotes.Both`. A regex search finds
 * the first special character (a native scan, several times faster than reading characters
 * one by one in JavaScript); most values have none and come back untouched. A short value
 * is then walked character by character; a long one (an excerpt, a JSON attribute full of
 * quotes) goes through `replaceAll` once per special character it holds, `&` first so that
 * no entity is escaped twice. Measured on the bench pages: both halves matter.
 */
function escape(text: string, quotes: Quotes): string {
  const first = text.search(SPECIAL[quotes]!);
  if (first === -1) return text;
  if (text.length > LONG_TEXT) return replaceEach(text, quotes, first);
  let result = '';
  let from = 0;
  for (let i = first; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code > 62) continue;
    let entity: string;
    if (code === 38) entity = '&amp;';
    else if (code === 60) entity = '&lt;';
    else if (code === 62) entity = '&gt;';
    else if (code === 34 && quotes !== Quotes.None) entity = '&quot;';
    else if (code === 39 && quotes === Quotes.Both) entity = '&#39;';
    else continue;
    result += text.slice(from, i) + entity;
    from = i + 1;
  }
  return result + text.slice(from);
}

/** `escape` for a long text whose first special character is at `first`. */
function replaceEach(text: string, quotes: Quotes, first: number): string {
  let out = text;
  if (out.indexOf('&', first) !== -1) out = out.replaceAll('&', '&amp;');
  if (out.indexOf('<', first) !== -1) out = out.replaceAll('<', '&lt;');
  if (out.indexOf('>', first) !== -1) out = out.replaceAll('>', '&gt;');
  if (quotes !== Quotes.None && out.indexOf('"', first) !== -1) out = out.replaceAll('"', '&quot;');
  if (quotes === Quotes.Both && out.indexOf("'", first) !== -1) out = out.replaceAll("'", '&#39;');
  return out;
}

/** Text content: `&`, `<` and `>` escaped; quotes are left alone. */
export function escapeText(text: string): string {
  return escape(text, Quotes.None);
}

/** A double-quoted attribute value: also `"`; single quotes are left alone. */
export function escapeAttr(text: string): string {
  return escape(text, Quotes.Double);
}

/** Text or attribute value alike: `& < > " '` (quotes are harmless in text, so one function serves both places). */
export function escapeHtml(text: unknown): string {
  return escape(String(text ?? ''), Quotes.Both);
}

/**
 * Attributes from name → value pairs, each value escaped; undefined values are left out.
 * Each attribute is preceded by one space, so the result follows a tag name directly.
 */
export function attributes(pairs: Record<string, string | undefined>): string {
  let out = '';
  for (const [name, value] of Object.entries(pairs)) {
    if (value !== undefined) out += ` ${name}="${escapeAttr(value)}"`;
  }
  return out;
}
