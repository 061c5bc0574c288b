/** Predicates about an item: images, excerpt, links, location, dates and event listing (§12.6). */
import { isTruthy, toFlag, toNumber, toText } from '../../convert';
import { dig } from '../../formatters/content/dig';
import type { Predicate } from '../../types';

const hasMainImage = (node: unknown) => isTruthy(dig(node, 'mainImageId')) || isTruthy(dig(node, 'systemDataId'));

export const calendarView: Predicate = (_node, _args, scope) => toFlag(scope.resolve('calendarView'));

export const childImages: Predicate = (node) => {
  const items = dig(node, 'items');
  return Array.isArray(items) && items.length > 0 && hasMainImage(items[0]);
};

export const mainImage: Predicate = (node) => hasMainImage(node);

const asString = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** Visible text of the excerpt: tags, whitespace, zero-width and no-break spaces do not count. */
export const excerpt: Predicate = (node) => {
  const value = dig(node, 'excerpt');
  const html = asString(dig(value, 'html')) ?? asString(value) ?? '';
  return html.replace(/<[^>]*/g, '').replace(/[>\s\u200b\u00a0]/g, '') !== '';
};

export const externalLink: Predicate = (node) => isTruthy(dig(node, 'externalLink'));

export const hasMultiple: Predicate = (node) => {
  if (Array.isArray(node)) return node.length > 1;
  return typeof node === 'object' && node !== null && Object.keys(node).length > 1;
};

/** Both coordinates present; null and 0 count as present. */
export const location: Predicate = (node) => {
  const place = dig(node, 'location');
  return dig(place, 'mapLat') !== undefined && dig(place, 'mapLng') !== undefined;
};

export const passthrough: Predicate = (node) =>
  isTruthy(dig(node, 'passthrough')) && toText(dig(node, 'sourceUrl')) !== '';

const utcDay = (date: Date) => `${date.getUTCFullYear()}-${date.getUTCMonth()}-${date.getUTCDate()}`;

/** `startDate` and `endDate` (epoch ms, missing as 0) fall on the same UTC calendar day. */
export const sameDay: Predicate = (node) => {
  const start = new Date(toNumber(dig(node, 'startDate')));
  const end = new Date(toNumber(dig(node, 'endDate')));
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return false;
  return utcDay(start) === utcDay(end);
};

export const serviceNameEmail: Predicate = (node) => dig(node, 'serviceName') === 'email';

export const showPastEvents: Predicate = (node) => dig(node, 'showPastOrUpcomingEvents') === 'past';
