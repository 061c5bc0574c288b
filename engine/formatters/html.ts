/** HTML escaping and tag stripping: `html`, `htmlattr`, `htmltag`, `safe`. */
import { isTruthy, toText } from '../convert';
import type { Formatter } from '../types';

const TEXT_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const entity = (char: string): string => TEXT_ENTITIES[char];

/** Escapes `& < >` for text content; quotes are left alone. */
export const html: Formatter = (value) => toText(value).replace(/[&<>]/g, entity);

/** Escapes `& < > "` for attribute values; single quotes are left alone. */
export const htmlAttr: Formatter = (value) => toText(value).replace(/[&<>"]/g, entity);

/** Removes every `<…>` run (shortest match, across lines); a falsy value passes through so `0` still prints. */
export const safe: Formatter = (value) => (isTruthy(value) ? toText(value).replace(/<[^>]*>/g, '') : value);

export const htmlFormatters: Record<string, Formatter> = {
  html,
  htmlattr: htmlAttr,
  htmltag: htmlAttr,
  safe,
};
