/**
 * A collection's items through the content API: list (search, status, sort), add a post,
 * event or gallery image, copy, remove and reorder. Each edit runs with the site locked, writes
 * drafts with a revision and an audit entry (content-store.ts), and keeps the collection's
 * list of item keys (its order) in step. Products are added by products.ts.
 */
import {
  EDITOR_LIMITS,
  EDITOR_MESSAGES,
  RECORD_TYPES as RECORD_TYPES_BY_NAME,
  collectionProblems,
  itemStatusOf,
  type ContentCreated,
  type ContentItemList,
  type ContentItemSort,
  type ContentItemView,
} from '../../domain';
import { itemDocumentProblems } from '../content-checks/document-checks';
import { HttpError } from '../http-error';
import { PayloadError } from '../http';
import { libraryImages } from '../media/media-store';
import { seedStock } from '../inventory/stock-store';
import { CONTENT_MESSAGES as M } from './content-messages';
import { StaleRevisionError, saveDraft, type Actor, type ContentStore } from './content-store';
import { draftOfKey, draftsOf, type Draft, type Json } from './content-drafts';
import { collectionTypeOf } from './collections';
import { sanitiseOwnerHtml } from './owner-html';
import { MAIN_IMAGE_FIELDS } from './product-document';
import { unusedSlug, urlSlugOf } from './url-slugs';
import type { ItemChanges, ItemFields } from './item-input';
import type { Sql } from '../db';

/** What a new item of each kind of collection is (spec §3 record types). */
const RECORD_TYPES: Record<string, { recordType: number; label: string; idPrefix: string }> = {
  blog: { recordType: 1, label: 'text', idPrefix: 'post' },
  events: { recordType: 12, label: 'event', idPrefix: 'event' },
  gallery: { recordType: 2, label: 'image', idPrefix: 'img' },
};

const HOUR = 3_600_000;
/** The label of a record type code, for items that carry only the code. */
const RECORD_TYPE_LABELS = new Map<number, string>(
  Object.entries(RECORD_TYPES_BY_NAME).map(([name, code]) => [code, name]),
);

/** Collections whose order is their items' dates, not their owner's (spec §9: not user-orderable). */
const DATE_ORDERED = new Set(['blog', 'events']);

const keysOf = (collection: Json): string[] => (Array.isArray(collection.items) ? collection.items.map(String) : []);
const idOfKey = (key: string) => key.slice(key.indexOf('/') + 1);

async function collectionOf(tx: Sql, siteId: string, key: string): Promise<Draft> {
  const collection = await draftOfKey(tx, siteId, 'collection', key);
  if (!collection) throw new HttpError(404, M.unknownCollection);
  return collection;
}

/** The collection with `keys` as its items, checked against the limits of its kind (spec §9), naming `collection`. */
async function saveCollectionKeys(
  tx: Sql,
  siteId: string,
  actor: Actor,
  collection: Draft,
  keys: string[],
  expected = collection.revision,
): Promise<number> {
  const body = { ...collection.body, items: keys };
  const problem = collectionProblems(body).items;
  if (problem) throw new PayloadError({ collection: problem });
  return saveDraft(tx, siteId, actor, { kind: 'collection', key: collection.key, body, expected, change: 'update' });
}

export async function listItems(
  store: ContentStore,
  siteId: string,
  collectionKey: string,
  query: { q?: string | undefined; status?: string | undefined; sort: ContentItemSort },
): Promise<ContentItemList> {
  const collection = await collectionOf(store.db, siteId, collectionKey);
  const order = keysOf(collection.body);
  const drafts = await draftsOf(store.db, siteId, 'item', `${collectionKey}/`);
  const q = query.q?.trim().toLowerCase();
  let items: ContentItemView[] = drafts
    .map((d): ContentItemView => {
      const status = itemStatusOf(d.body);
      const publishOn = d.body.publishOn;
      return {
        id: idOfKey(d.key),
        urlId: String(d.body.urlId ?? ''),
        title: String(d.body.title ?? ''),
        status,
        type: String(d.body.recordTypeLabel ?? RECORD_TYPE_LABELS.get(Number(d.body.recordType)) ?? ''),
        revision: d.revision,
        publishedRevision: d.publishedRevision,
        updatedAt: d.updatedAt,
        updatedBy: d.updatedBy,
        ...(status === 'scheduled' && typeof publishOn === 'number' && Number.isFinite(publishOn) ? { publishOn } : {}),
      };
    })
    .filter((i) => order.includes(i.id))
    .filter((i) => !q || i.title.toLowerCase().includes(q) || i.urlId.includes(q))
    .filter((i) => !query.status || i.status === query.status);
  if (query.sort === 'title') items = items.sort((a, b) => a.title.localeCompare(b.title, 'en'));
  else if (query.sort === 'updated') items = items.sort((a, b) => (a.updatedAt < b.updatedAt ? 1 : -1));
  else items = items.sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id));
  return {
    collection: { key: collection.key, type: collectionTypeOf(collection.body), revision: collection.revision },
    items,
  };
}

/** Item ids taken anywhere in the site (ids name items in carts, orders and stock). */
async function takenIds(tx: Sql, siteId: string): Promise<Set<string>> {
  const rows = await tx.query<{ key: string }>(
    `select key from content_documents where website_id = $1 and kind = 'item'`,
    [siteId],
  );
  return new Set(rows.map((r) => idOfKey(r.key)));
}

async function takenUrlIds(tx: Sql, siteId: string, collectionKey: string): Promise<Set<string>> {
  return new Set((await draftsOf(tx, siteId, 'item', `${collectionKey}/`)).map((d) => String(d.body.urlId ?? '')));
}

/** The editor's rules on an item body (tags, categories, urlId, status …), naming the fields as sent. */
async function checkItem(tx: Sql, siteId: string, key: string, item: Json): Promise<void> {
  const problems = await itemDocumentProblems(tx, siteId, key, item);
  if (Object.keys(problems).length > 0) throw new PayloadError(problems);
}

/**
 * Adds a post (blog), event (events) or image (gallery) to the collection's draft, at its
 * end; answers `{ id, urlId, revision }`. Page collections have no items; products are added
 * by createProduct.
 */
export function createItem(
  store: ContentStore,
  siteId: string,
  actor: Actor,
  collectionKey: string,
  fields: ItemFields,
): Promise<ContentCreated> {
  return store.withSite(siteId, async (tx) => {
    const collection = await collectionOf(tx, siteId, collectionKey);
    const kind = RECORD_TYPES[collectionTypeOf(collection.body)];
    if (!kind) throw new PayloadError({ collection: M.pageHasNoItems });
    if (kind.recordType === 2 && fields.image === undefined) throw new PayloadError({ image: M.galleryImage });

    const urlId = unusedSlug(
      fields.urlId === undefined ? urlSlugOf(fields.title, kind.idPrefix) : fields.urlId,
      await takenUrlIds(tx, siteId, collectionKey),
    );
    const id = unusedSlug(`${kind.idPrefix}-${urlSlugOf(urlId, 'item')}`, await takenIds(tx, siteId));
    const item: Json = {
      id,
      urlId,
      title: fields.title,
      recordType: kind.recordType,
      recordTypeLabel: kind.label,
      collectionId: String(collection.body.id ?? collection.key),
      publishOn: fields.publishOn ?? Date.now(),
    };
    await applyItemFields(tx, siteId, item, fields);
    const key = `${collectionKey}/${id}`;
    await checkItem(tx, siteId, key, item);
    await saveCollectionKeys(tx, siteId, actor, collection, [...keysOf(collection.body), id]);
    const revision = await saveDraft(tx, siteId, actor, { kind: 'item', key, body: item, change: 'create' });
    return { id, urlId, revision };
  });
}

/**
 * Sets the fields given on `item` (a new item or a copy of a draft): status and times, an
 * event's dates (a week from now at the hour, an hour long, when it has none), its location,
 * the HTML sanitised, tags and categories, and the main image from the media library.
 */
async function applyItemFields(tx: Sql, siteId: string, item: Json, fields: Partial<ItemFields>): Promise<void> {
  if (fields.title !== undefined) item.title = fields.title;
  if (fields.status !== undefined) item.status = fields.status;
  if (fields.publishOn !== undefined) item.publishOn = fields.publishOn;
  if (item.recordType === 12) {
    const soon = Math.ceil((Date.now() + 7 * 24 * HOUR) / HOUR) * HOUR;
    const start = fields.startDate ?? (typeof item.startDate === 'number' ? item.startDate : soon);
    const end =
      fields.endDate ??
      (typeof item.endDate === 'number' && fields.startDate === undefined ? item.endDate : start + HOUR);
    if (end <= start) throw new PayloadError({ endDate: M.endBeforeStart });
    item.startDate = start;
    item.endDate = end;
    if (fields.location) item.location = fields.location;
  }
  if (fields.excerpt !== undefined) item.excerpt = sanitiseOwnerHtml(fields.excerpt);
  if (fields.body !== undefined) item.body = sanitiseOwnerHtml(fields.body);
  if (fields.tags) item.tags = fields.tags;
  if (fields.categories) item.categories = fields.categories;
  if (fields.image !== undefined) {
    const image = (await libraryImages(tx, siteId, [fields.image])).get(fields.image);
    if (!image) throw new PayloadError({ image: EDITOR_MESSAGES.notAnOption(fields.image) });
    for (const field of MAIN_IMAGE_FIELDS) if (image[field] !== undefined) item[field] = image[field];
    if (item.recordType === 2) item.filename = image.filename;
  }
}

/**
 * Applies the changed fields to a post's, event's or gallery image's draft (products: updateProduct);
 * answers the new revision; throws StaleRevisionError when `changes.revision` is not the item's.
 * A new `urlId` must be free in the collection.
 */
export function updateItem(
  store: ContentStore,
  siteId: string,
  actor: Actor,
  collectionKey: string,
  id: string,
  changes: ItemChanges,
): Promise<number> {
  return store.withSite(siteId, async (tx) => {
    await collectionOf(tx, siteId, collectionKey);
    const key = `${collectionKey}/${id}`;
    const draft = await draftOfKey(tx, siteId, 'item', key);
    if (!draft) throw new HttpError(404, M.unknownItem);
    if (draft.revision !== changes.revision) throw new StaleRevisionError(draft.revision, draft.body);
    const { revision, urlId, ...fields } = changes;
    const item: Json = { ...draft.body };
    if (urlId !== undefined && urlId !== item.urlId) {
      const taken = await takenUrlIds(tx, siteId, collectionKey);
      if (taken.has(urlId)) throw new PayloadError({ urlId: M.urlIdTaken(urlId) });
      item.urlId = urlId;
    }
    await applyItemFields(tx, siteId, item, fields);
    await checkItem(tx, siteId, key, item);
    return saveDraft(tx, siteId, actor, { kind: 'item', key, body: item, expected: revision, change: 'update' });
  });
}

/** Removes the item (its draft deletes it; publish to take it off the site); throws StaleRevisionError. */
export function deleteItem(
  store: ContentStore,
  siteId: string,
  actor: Actor,
  collectionKey: string,
  id: string,
  expected: number,
): Promise<number> {
  return store.withSite(siteId, async (tx) => {
    const collection = await collectionOf(tx, siteId, collectionKey);
    const key = `${collectionKey}/${id}`;
    if (!(await draftOfKey(tx, siteId, 'item', key))) throw new HttpError(404, M.unknownItem);
    const revision = await saveDraft(tx, siteId, actor, { kind: 'item', key, body: null, expected, change: 'delete' });
    await saveCollectionKeys(
      tx,
      siteId,
      actor,
      collection,
      keysOf(collection.body).filter((k) => k !== id),
    );
    return revision;
  });
}

/**
 * A copy of the item right after it, titled "… (copy)", as a Draft (no visitor sees it until
 * its status changes), without the original's comments, likes and reviews. A product's copy
 * gets its variants' stock at 0.
 */
export function duplicateItem(
  store: ContentStore,
  siteId: string,
  actor: Actor,
  collectionKey: string,
  id: string,
): Promise<ContentCreated> {
  return store.withSite(siteId, async (tx) => {
    const collection = await collectionOf(tx, siteId, collectionKey);
    const original = await draftOfKey(tx, siteId, 'item', `${collectionKey}/${id}`);
    if (!original) throw new HttpError(404, M.unknownItem);
    const urlId = unusedSlug(String(original.body.urlId ?? id), await takenUrlIds(tx, siteId, collectionKey));
    const prefix = RECORD_TYPES[collectionTypeOf(collection.body)]?.idPrefix ?? 'prod';
    const copyId = unusedSlug(`${prefix}-${urlSlugOf(urlId, 'item')}`, await takenIds(tx, siteId));
    const {
      comments: _comments,
      publicCommentCount: _count,
      likeCount: _likes,
      reviews: _reviews,
      ...rest
    } = original.body;
    const copy: Json = {
      ...rest,
      id: copyId,
      urlId,
      title: `${String(original.body.title ?? '')} (copy)`,
      status: 'draft',
      publishOn: Date.now(),
    };
    const keys = keysOf(collection.body);
    const at = keys.indexOf(id);
    const next = at < 0 ? [...keys, copyId] : [...keys.slice(0, at + 1), copyId, ...keys.slice(at + 1)];
    await saveCollectionKeys(tx, siteId, actor, collection, next);
    const revision = await saveDraft(tx, siteId, actor, {
      kind: 'item',
      key: `${collectionKey}/${copyId}`,
      body: copy,
      change: 'create',
    });
    const variants = ((copy.structuredContent as Json | undefined)?.variants as Json[] | undefined) ?? [];
    await seedStock(
      tx,
      siteId,
      variants.map((variant) => ({ itemId: copyId, sku: String(variant.sku), unlimited: false, qtyInStock: 0 })),
    );
    return { id: copyId, urlId, revision };
  });
}

/**
 * Puts the collection's items in the order of `ids` (every item once); throws
 * StaleRevisionError when `expected` is not the collection's revision. Posts and events are
 * ordered by date and refused; a user-orderable collection holds at most 250 items (spec §9).
 */
export function reorderItems(
  store: ContentStore,
  siteId: string,
  actor: Actor,
  collectionKey: string,
  change: { revision: number; ids: string[] },
): Promise<number> {
  return store.withSite(siteId, async (tx) => {
    const collection = await collectionOf(tx, siteId, collectionKey);
    // A stale order is a 409 before anything else: the ids sent were the list as it was.
    if (collection.revision !== change.revision) throw new StaleRevisionError(collection.revision, collection.body);
    const type = collectionTypeOf(collection.body);
    if (DATE_ORDERED.has(type)) throw new PayloadError({ collection: M.dateOrdered });
    if (change.ids.length > EDITOR_LIMITS.userOrderableCollection)
      throw new PayloadError({ ids: EDITOR_MESSAGES.tooManyItems });
    const keys = keysOf(collection.body);
    const unknown = change.ids.find((id) => !keys.includes(id));
    if (unknown !== undefined) throw new PayloadError({ ids: EDITOR_MESSAGES.notAnOption(unknown) });
    if (new Set(change.ids).size !== change.ids.length || change.ids.length !== keys.length)
      throw new PayloadError({ ids: M.orderIds });
    return saveCollectionKeys(tx, siteId, actor, collection, change.ids, change.revision);
  });
}
