/** Predicates about an item: images, excerpt, links, location, dates and event listing (§12.6). */
import { isTruthy, propertyPath, toFlag, toNumber, toText } from '../../convert';
import type { Predicate } from '../../types';

const hasMainImage = (node: unknown) =>
  isTruthy(propertyPath(node, 'mainImageId')) || isTruthy(propertyPath(node, 'systemDataId'));

export const calendarView: Predicate = (_node, _args, scope) => toFlag(scope.resolve('calendarView'));

export const childImages: Predicate = (node) => {
  const items = propertyPath(node, 'items');
  return Array.isArray(items) && items.length > 0 && hasMainImage(items[0]);
};

export const mainImage: Predicate = (node) => hasMainImage(node);

const asString = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** Visible text of the excerpt: tags, whitespace, zero-width and no-break spaces do not count. */
export const excerpt: Predicate = (node) => {
  const value = propertyPath(node, 'excerpt');
  const html = asString(propertyPath(value, 'html')) ?? asString(value) ?? '';
  return html.replace(/<[^>]*/g, '').replace(/[>\s\u200b\u00a0]/g, '') !== '';
};

export const externalLink: Predicate = (node) => isTruthy(propertyPath(node, 'externalLink'));

export const hasMultiple: Predicate = (node) => {
  if (Array.isArray(node)) return node.length > 1;
  return typeof node === 'object' && node !== null && Object.keys(node).length > 1;
};

/** Both coordinates present; null and 0 count as present. */
export const location: Predicate = (node) => {
  const place = propertyPath(node, 'location');
  return propertyPath(place, 'mapLat') !== undefined && propertyPath(place, 'mapLng') !== undefined;
};

export const passthrough: Predicate = (node) =>
  isTruthy(propertyPath(node, 'passthrough')) && toText(propertyPath(node, 'sourceUrl')) !== '';

const utcDay = (date: Date) => `${date.getUTCFullYear()}-${date.getUTCMonth()}-${date.getUTCDate()}`;

/** `startDate` and `endDate` (epoch ms, missing as 0) fall on the same UTC calendar day. */
export const sameDay: Predicate = (node) => {
  const start = new Date(toNumber(propertyPath(node, 'startDate')));
  const end = new Date(toNumber(propertyPath(node, 'endDate')));
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return false;
  return utcDay(start) === utcDay(end);
};

export const serviceNameEmail: Predicate = (node) => propertyPath(node, 'serviceName') === 'email';

export const showPastEvents: Predicate = (node) => propertyPath(node, 'showPastOrUpcomingEvents') === 'past';
