/**
 * Built-in formatters that read nothing of the render but their value, their arguments and
 * the render's settings (locale, format cache): no frame, no other value of the tag, no
 * partial. A variable with one of them needs no frame pushed for the incoming value and no
 * value list, which is most of what a `{title|html}` or `{price|money}` costs besides the
 * formatter itself. A formatter a site registers is never in this set.
 */
import { encodeUriComponent, urlEncode } from '../formatters/encode';
import { html, htmlAttr, safe } from '../formatters/html';
import { money } from '../formatters/i18n/money';
import { json } from '../formatters/json';
import { jsonAttr } from '../formatters/json-attr';
import { count } from '../formatters/numbers';
import { pluralize, slugify, truncate } from '../formatters/text';
import type { Formatter } from '../types';

const STACK_FREE: ReadonlySet<Formatter> = new Set([
  html,
  htmlAttr,
  safe,
  json,
  jsonAttr,
  money,
  encodeUriComponent,
  urlEncode,
  count,
  pluralize,
  slugify,
  truncate,
]);

export const isStackFree = (fn: Formatter): boolean => STACK_FREE.has(fn);
