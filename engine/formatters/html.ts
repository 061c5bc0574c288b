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
export const safe: Formatter = (value) => {
  if (!isTruthy(value)) return value;
  const text = toText(value);
  // Most text has no tag: skip the replace (a page runs this on every excerpt).
  return text.indexOf('<') === -1 ? text : text.replace(/<[^>]*>/g, '');
};

export const htmlFormatters: Record<string, Formatter> = {
  html,
  htmlattr: htmlAttr,
  htmltag: htmlAttr,
  href,
  safe,
};
