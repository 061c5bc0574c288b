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

/**
 * Escapes `& < >`, `"` from `Quotes.Double` and `'` at `Quotes.Both`. A hand loop rather
 * than a regex replace: most values have nothing to escape and come back untouched, and this
 * runs for nearly every variable of a page.
 */
function escape(text: string, quotes: Quotes): string {
  let result = '';
  let from = 0;
  for (let i = 0; i < text.length; i++) {
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
  return from === 0 ? text : result + text.slice(from);
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
