/**
 * The bodies of the collection, item and navigation calls (domain/owner-content-items-api.ts):
 * what each field must be, refused as a 400 naming it. The editor's own rules on the result
 * (tags, categories, urlId, limits: domain/editor-rules.ts) are checked where it is built.
 */
import * as v from 'valibot';
import { CONTENT_COLLECTION_TYPES, CONTENT_ITEM_SORTS, EDITOR_MESSAGES, ITEM_STATUSES } from '../../domain';
import { safeString, wholeNumber } from '../http';
import { CONTENT_MESSAGES as M } from './content-messages';

const option = <const T extends readonly string[]>(options: T) =>
  v.picklist(options, (issue) => EDITOR_MESSAGES.notAnOption(issue.input));

const title = v.pipe(
  safeString(M.titleRequired),
  v.trim(),
  v.minLength(1, M.titleRequired),
  v.maxLength(200, M.titleTooLong),
);
const html = v.pipe(safeString(M.htmlTooLong), v.maxLength(200_000, M.htmlTooLong));
const revision = wholeNumber(M.revision, { min: 1 });
/** Epoch ms up to the year 5138, as the scheduler's column reads. */
const time = wholeNumber(M.date, { max: 99_999_999_999_999 });
const labels = (what: string) =>
  v.array(safeString(EDITOR_MESSAGES.listOfText(what)), EDITOR_MESSAGES.listOfText(what));
const line = v.optional(v.pipe(safeString(M.location), v.maxLength(200, M.location)));

export const CollectionCreate = v.object({
  title,
  type: option(CONTENT_COLLECTION_TYPES),
  urlSlug: v.optional(v.pipe(safeString(), v.maxLength(200))),
});

export const ItemListQuery = v.object({
  q: v.optional(v.pipe(v.string(), v.maxLength(200))),
  status: v.optional(option(ITEM_STATUSES)),
  sort: v.optional(option(CONTENT_ITEM_SORTS), 'order'),
});

/** An item's fields but its title, each optional: a create requires the title, an edit names the revision. */
const itemEntries = {
  urlId: v.optional(v.pipe(safeString(), v.maxLength(200))),
  excerpt: v.optional(html),
  body: v.optional(html),
  tags: v.optional(labels('Tags')),
  categories: v.optional(labels('Categories')),
  status: v.optional(option(ITEM_STATUSES)),
  publishOn: v.optional(time),
  startDate: v.optional(time),
  endDate: v.optional(time),
  location: v.optional(
    v.object({ addressTitle: line, addressLine1: line, addressLine2: line, addressCountry: line }, M.location),
  ),
  image: v.optional(v.pipe(safeString(), v.minLength(1), v.maxLength(200))),
};
const endsAfterStart = <T extends { startDate?: number | undefined; endDate?: number | undefined }>(x: T) =>
  x.startDate === undefined || x.endDate === undefined || x.endDate > x.startDate;

export const ItemCreate = v.pipe(
  v.object({ title, ...itemEntries }),
  v.forward(
    v.check((x) => endsAfterStart(x), M.endBeforeStart),
    ['endDate'],
  ),
);
export const ItemUpdate = v.pipe(
  v.object({ revision, title: v.optional(title), ...itemEntries }),
  v.forward(
    v.check((x) => endsAfterStart(x), M.endBeforeStart),
    ['endDate'],
  ),
);
export type ItemFields = v.InferOutput<typeof ItemCreate>;
export type ItemChanges = v.InferOutput<typeof ItemUpdate>;

export const RevisionBody = v.object({ revision });

export const OrderBody = v.object({
  revision,
  ids: v.array(v.pipe(safeString(M.orderIds), v.maxLength(200, M.orderIds)), M.orderIds),
});

const Link = v.object({
  title: v.pipe(safeString(M.linkTitle), v.trim(), v.minLength(1, M.linkTitle), v.maxLength(200, M.linkTitle)),
  url: v.pipe(safeString(EDITOR_MESSAGES.linkFormat()), v.trim(), v.maxLength(2000, EDITOR_MESSAGES.linkFormat())),
});

export const NavigationChange = v.pipe(
  v.object({
    revision: v.optional(revision),
    links: v.optional(v.array(Link)),
    add: v.optional(
      v.union([
        v.object({
          collection: v.pipe(safeString(), v.minLength(1), v.maxLength(200)),
          title: v.optional(Link.entries.title),
        }),
        Link,
      ]),
    ),
    remove: v.optional(v.pipe(safeString(), v.maxLength(2000))),
  }),
  v.check((x) => [x.links, x.add, x.remove].filter((part) => part !== undefined).length === 1, M.navigationChange),
  v.forward(
    v.check((x) => x.links === undefined || x.revision !== undefined, M.revision),
    ['revision'],
  ),
);
export type NavigationChangeInput = v.InferOutput<typeof NavigationChange>;
