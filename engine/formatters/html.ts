/** HTML escaping and tag stripping: `html`, `htmlattr`, `htmltag`, `safe`. */
import { isTruthy, toText } from '../convert';
import type { Formatter } from '../types';

/**
 * Escapes `& < >`, and `"` too when `quotes` is set. A hand loop rather than a regex
 * replace: most values have nothing to escape and come back untouched, and this runs for
 * nearly every variable of a page.
 */
function escape(text: string, quotes: boolean): string {
  let result = '';
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code > 62) continue;
    let entity: string;
    if (code === 38) entity = '&amp;';
    else if (code === 60) entity = '&lt;';
    else if (code === 62) entity = '&gt;';
    else if (code === 34 && quotes) entity = '&quot;';
    else continue;
    result += text.slice(from, i) + entity;
    from = i + 1;
  }
  return from === 0 ? text : result + text.slice(from);
}

/** Escapes `& < >` for text content; quotes are left alone. */
export const html: Formatter = (value) => escape(toText(value), false);

/** Escapes `& < > "` for attribute values; single quotes are left alone. */
export const htmlAttr: Formatter = (value) => escape(toText(value), true);

/** Removes every `<…>` run (shortest match, across lines); a falsy value passes through so `0` still prints. */
export const safe: Formatter = (value) => (isTruthy(value) ? toText(value).replace(/<[^>]*>/g, '') : value);

export const htmlFormatters: Record<string, Formatter> = {
  html,
  htmlattr: htmlAttr,
  htmltag: htmlAttr,
  safe,
};
