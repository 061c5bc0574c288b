/** Text shaping: `line-breaks`, `output`, `pluralize`, `slugify`, `str`, `truncate`. */
import { toNumber, toText } from '../convert';
import { integerAt } from '../arguments';
import type { ArgumentRule, Formatter } from '../types';

const TRUNCATE_LENGTH = 100;
const TRUNCATE_ELLIPSIS = '...';
// The whitespace `truncate` backs up to: ASCII only, so a no-break space is not a break.
const BREAK = /[ \t\n\r\v\f]/;

/** The args joined with single spaces; the value is ignored. */
export const output: Formatter = (_value, args) => args.join(' ');

/** `[]` → "" / "s"; `[P]` → "" / P; `[S P …]` → S / P, by whether toNumber(v) is 1. */
export const pluralize: Formatter = (value, args) => {
  const singular = args.length >= 2 ? args[0] : '';
  const plural = args.length === 0 ? 's' : args.length === 1 ? args[0] : args[1];
  return toNumber(value) === 1 ? singular : plural;
};

/** The `slugify` rule, which class names also follow: ASCII letters, digits, whitespace and `-` kept; whitespace runs become `-`; lower case. */
export function slug(value: unknown): string {
  return toText(value)
    .replace(/[^A-Za-z0-9\s-]/g, '')
    .replace(/\s+/g, '-')
    .toLowerCase();
}

export const slugify: Formatter = (value) => slug(value);

export const str: Formatter = (value) => (typeof value === 'object' ? '' : toText(value));

/** Cuts to N UTF-16 units, backing up to just after the last break in them; a non-positive N leaves v as it is. */
export const truncate: Formatter = (value, args) => {
  const limit = args.length > 0 ? parseInt(args[0], 10) : TRUNCATE_LENGTH;
  if (!(limit > 0)) return value;
  const text = toText(value);
  if (text.length <= limit) return text;
  const ellipsis = args.length > 1 ? args[1] : TRUNCATE_ELLIPSIS;
  let end = limit;
  for (let i = limit - 1; i >= 0; i--) {
    if (BREAK.test(text[i])) {
      end = i + 1;
      break;
    }
  }
  return text.slice(0, end) + ellipsis;
};

/**
 * `line-breaks` (registered by the reference engine): the text with `<br/>` for every line
 * feed (a CR before it stays); objects and arrays give "". The text is not escaped.
 */
export const lineBreaks: Formatter = (value) => toText(value).replaceAll('\n', '<br/>');

/** A length `truncate` cannot read leaves the text whole; a third form is never printed. */
export const textArguments: Record<string, ArgumentRule> = {
  pluralize: { maxArgs: 2 },
  truncate: { check: integerAt(0) },
};

export const textFormatters: Record<string, Formatter> = {
  'line-breaks': lineBreaks,
  output,
  pluralize,
  slugify,
  str,
  truncate,
};
