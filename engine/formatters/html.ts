/** HTML escaping and tag stripping: `html`, `htmlattr`, `htmltag`, `safe`; and `href` (ours, safe-url.ts). */
import { isTruthy, toText } from '../convert';
import type { Formatter } from '../types';
import { escapeAttr, escapeText } from './escape';
import { href } from './safe-url';

/** Escapes `& < >` for text content; quotes are left alone. */
export const html: Formatter = (value) => escapeText(toText(value));

/** Escapes `& < > "` for attribute values; single quotes are left alone. */
export const htmlAttr: Formatter = (value) => escapeAttr(toText(value));

/** Removes every `<…>` run (shortest match, across lines); a falsy value passes through so `0` still prints. */
export const safe: Formatter = (value) => (isTruthy(value) ? stripTags(toText(value)) : value);

/**
 * The text without its tags: each `<` up to the next `>` goes (the regex `/<[^>]*>/g`, found
 * with `indexOf`, a native scan; most text has no tag and comes back untouched). A `<` with no
 * `>` after it is kept, as is everything after it.
 */
function stripTags(text: string): string {
  let open = text.indexOf('<');
  if (open === -1) return text;
  let result = '';
  let from = 0;
  while (open !== -1) {
    const close = text.indexOf('>', open + 1);
    if (close === -1) break;
    result += text.slice(from, open);
    from = close + 1;
    open = text.indexOf('<', from);
  }
  return result + text.slice(from);
}

export const htmlFormatters: Record<string, Formatter> = {
  html,
  htmlattr: htmlAttr,
  htmltag: htmlAttr,
  href,
  safe,
};
