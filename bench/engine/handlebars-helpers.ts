/**
 * The helpers a site would register to give handlebars (and liquidjs) the JSON-Template
 * formatters the pages use, on cached Intl objects: money (en-US currency), date (the
 * strftime codes the pages use, in America/New_York), truncate, safe, pluralize,
 * url-encode, slugify, json and a 1-based index.
 */
import type { Money } from './pages/types';

const currencyFormats = new Map<string, Intl.NumberFormat>();
export function money(node: Money): string {
  let format = currencyFormats.get(node.currency);
  if (!format)
    currencyFormats.set(
      node.currency,
      (format = new Intl.NumberFormat('en-US', { style: 'currency', currency: node.currency })),
    );
  return format.format(Number(node.value));
}

const dateParts = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const SHORT: Record<string, string> = {};
export function date(epochMs: number, pattern: string): string {
  const parts: Record<string, string> = {};
  for (const part of dateParts.formatToParts(epochMs)) parts[part.type] = part.value;
  const month = String(new Date(`${parts.month} 1, 2000`).getMonth() + 1).padStart(2, '0');
  const hour = Number(parts.hour);
  const codes: Record<string, string> = {
    Y: parts.year,
    m: month,
    d: parts.day,
    B: parts.month,
    b: (SHORT[parts.month] ??= parts.month.slice(0, 3)),
    A: parts.weekday,
    a: parts.weekday.slice(0, 3),
    H: parts.hour,
    M: parts.minute,
    I: String(hour % 12 || 12).padStart(2, '0'),
    p: hour < 12 ? 'AM' : 'PM',
  };
  return pattern.replace(/%(.)/g, (_, code: string) => codes[code] ?? '');
}

/** JSON-Template's `truncate N`: cut at N, back to the last whitespace, then `...`. */
export function truncate(text: string, length: number): string {
  if (text.length <= length) return text;
  const cut = text.slice(0, length);
  const space = cut.search(/\s[^\s]*$/);
  return `${space >= 0 ? cut.slice(0, space + 1) : cut}...`;
}

export const safe = (text: string) => text.replace(/<[^>]*?>/g, '');
export const pluralize = (n: number) => (Number(n) === 1 ? '' : 's');
export const urlEncode = (text: string) =>
  encodeURIComponent(text)
    .replace(/[!'()~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%40/g, '@')
    .replace(/%2B/g, '+')
    .replace(/%2F/g, '/');
export const slugify = (text: string) =>
  text
    .replace(/[^A-Za-z0-9\s-]/g, '')
    .replace(/\s+/g, '-')
    .toLowerCase();
export const json = (value: unknown) => JSON.stringify(value).replace(/<\//g, '<\\/');
export const inc = (index: number) => index + 1;
