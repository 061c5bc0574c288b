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

/** A tag from its `<` to before its `>`, or one character that shows; blanks and `>` match neither. */
const TAG_OR_SHOWN = /<[^>]*|[^<>\s\u200b\u00a0]/g;

/**
 * Whether `html` has a character outside its tags that shows: tags, whitespace, zero-width and
 * no-break spaces do not count. Searched, not stripped: it runs per post on every render of a
 * blog page, and the first shown character ends it (issue 28).
 */
export function hasShownText(html: string): boolean {
  TAG_OR_SHOWN.lastIndex = 0;
  for (let found = TAG_OR_SHOWN.exec(html); found !== null; found = TAG_OR_SHOWN.exec(html))
    if (html.charCodeAt(found.index) !== 60 /* < */) return true;
  return false;
}

/** Visible text of the excerpt: tags, whitespace, zero-width and no-break spaces do not count. */
export const excerpt: Predicate = (node) => {
  const value = propertyPath(node, 'excerpt');
  return hasShownText(asString(propertyPath(value, 'html')) ?? asString(value) ?? '');
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
