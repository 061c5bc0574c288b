/**
 * Products through the content API: a create adds an item document to the site's first
 * products collection (and its key to the collection's draft) and seeds its stock; an edit
 * names the revision it started from and answers 409 when that is stale. Both write drafts,
 * which `POST /api/owner/content/publish` makes visible.
 */

import { EDITOR_LIMITS, EDITOR_MESSAGES, RECURRING_PRODUCT_TYPES } from '../../domain';
import { seedStock } from '../inventory/stock-store';
import { libraryImages } from '../media/media-store';
import { HttpError } from '../http-error';
import { PayloadError } from '../http';
import { CONTENT_MESSAGES as M } from './content-messages';
import { saveDraft, type Actor, type ContentStore } from './content-store';
import { draftsOf } from './content-drafts';
import { unusedSlug, urlSlugOf } from './url-slugs';
import { MAIN_IMAGE_FIELDS, productFields, productItem } from './product-document';
import type { ProductChanges, ProductFields } from './product-input';
import type { Sql } from '../db';
import type { Site } from '../sites/types';
import type { ContentProductCreated } from '../../domain';

type Json = Record<string, unknown>;

/** Every image of the site's published items (a product's own images, gallery images), by id. */
function siteImages(site: Site): Map<string, Json> {
  const images = new Map<string, Json>();
  const add = (image: Json) => {
    const id = image.systemDataId ?? image.id;
    if (typeof id === 'string' && typeof image.assetUrl === 'string' && !images.has(id)) images.set(id, image);
  };
  for (const collection of site.collections.values())
    for (const item of collection.items) {
      if (item.recordType === 2) add(item);
      for (const image of (item.items as Json[] | undefined) ?? []) add(image);
    }
  return images;
}

/**
 * The images named, as a product's `items`: the site's own images (an image item's or product
 * image's id) or images of the media library (server/media); a name that is neither is a 400
 * naming its place in the list.
 */
export async function imagesOf(tx: Sql, site: Site, ids: readonly string[]): Promise<Json[]> {
  if (ids.length === 0) return [];
  const images = siteImages(site);
  const library = await libraryImages(
    tx,
    site.id,
    ids.filter((id) => !images.has(id)),
  );
  return ids.map((id, i) => {
    const fromLibrary = library.get(id);
    if (fromLibrary) return fromLibrary;
    const image = images.get(id);
    if (!image) throw new PayloadError({ [`images.${i}`]: M.notAnOption(id) });
    return {
      id,
      recordType: 2,
      recordTypeLabel: 'image',
      title: image.title ?? '',
      ...(image.filename !== undefined ? { filename: image.filename } : {}),
      assetUrl: image.assetUrl,
      originalSize: image.originalSize,
      mediaFocalPoint: image.mediaFocalPoint ?? { x: 0.5, y: 0.5 },
      altText: image.altText ?? '',
      systemDataVariants: image.systemDataVariants,
      ...(image.colorData !== undefined ? { colorData: image.colorData } : {}),
      mainImageId: id,
      systemDataId: id,
    };
  });
}

export const currencyOf = (site: Site) =>
  String(((site.websiteSettings.storeSettings as Json | undefined)?.selectedCurrency as string | undefined) ?? 'USD');

async function seedVariants(tx: Sql, siteId: string, itemId: string, fields: ProductFields): Promise<void> {
  await seedStock(
    tx,
    siteId,
    fields.variants.map((x) => ({
      itemId,
      sku: x.sku,
      unlimited: x.unlimited ?? false,
      qtyInStock: x.qtyInStock ?? 0,
    })),
  );
}

/**
 * `site` is the site as served (for its currency and images); the documents written are
 * drafts. The product goes into the products collection `collectionKey` names (else a 400
 * naming `collection`), or into the site's shop: the products collection its navigation links
 * first (the demo's /shop rather than its /clubs), else the first by file name.
 */
export function createProduct(
  store: ContentStore,
  site: Site,
  actor: Actor,
  fields: ProductFields,
  collectionKey?: string,
): Promise<ContentProductCreated> {
  return store.withSite(site.id, async (tx) => {
    const images = await imagesOf(tx, site, fields.images);
    const linked = site.navigation.map((link) => link.url);
    const place = (body: Json) => {
      const at = linked.indexOf(`/${String(body.urlId ?? '')}`);
      return at < 0 ? linked.length : at;
    };
    const collections = (await draftsOf(tx, site.id, 'collection'))
      .filter((c) => c.body.typeName === 'products' && (collectionKey === undefined || c.key === collectionKey))
      .sort((a, b) => place(a.body) - place(b.body) || (`${a.key}.json` < `${b.key}.json` ? -1 : 1));
    const collection = collections[0];
    if (!collection && collectionKey !== undefined)
      throw new PayloadError({ collection: M.notAnOption(collectionKey) });
    if (!collection) throw new HttpError(409, M.noProductsCollection);
    // Spec §9: a collection holds at most 200 products (a 201st would stop the site from loading).
    if (Array.isArray(collection.body.items) && collection.body.items.length >= EDITOR_LIMITS.productsPerCollection)
      throw new PayloadError({ collection: EDITOR_MESSAGES.tooManyProducts });
    const items = await draftsOf(tx, site.id, 'item');
    const inCollection = items.filter((i) => i.key.startsWith(`${collection.key}/`));
    const urlIds = new Set(inCollection.map((i) => String(i.body.urlId)));
    if (fields.urlId !== undefined && urlIds.has(fields.urlId))
      throw new PayloadError({ urlId: EDITOR_MESSAGES.alreadyExists('URL') });
    const urlId = fields.urlId ?? unusedSlug(urlSlugOf(fields.name, 'product'), urlIds);
    const id = unusedSlug(`prod-${urlId}`, new Set(items.map((i) => i.key.slice(i.key.indexOf('/') + 1))));
    const item = productItem(fields, {
      id,
      urlId,
      collectionId: String(collection.body.id ?? collection.key),
      currency: currencyOf(site),
      images,
      publishOn: Date.now(),
    });
    const revision = await saveDraft(tx, site.id, actor, {
      kind: 'item',
      key: `${collection.key}/${id}`,
      body: item,
      change: 'create',
    });
    const keys = Array.isArray(collection.body.items) ? collection.body.items : [];
    await saveDraft(tx, site.id, actor, {
      kind: 'collection',
      key: collection.key,
      body: { ...collection.body, items: [...keys, id] },
      expected: collection.revision,
      change: 'update',
    });
    await seedVariants(tx, site.id, id, fields);
    return { id, urlId, revision };
  });
}

/** The product's draft row, by item id (any collection); a 404 when there is no such product. */
export async function productRow(
  tx: Sql,
  siteId: string,
  id: string,
): Promise<{ key: string; revision: number; previous: Json }> {
  const [row] = await tx.query<{ key: string; draft: string; revision: number }>(
    `select key, draft, revision from content_documents where website_id = $1 and kind = 'item' and draft is not null
     and right(key, length($2) + 1) = '/' || $2`,
    [siteId, id],
  );
  const previous = row && (JSON.parse(row.draft) as Json);
  if (!row || !previous || previous.recordType !== 11) throw new HttpError(404, M.unknownProduct);
  return { key: row.key, revision: Number(row.revision), previous };
}

/**
 * The product's item with `changes` applied, as a save writes it (and the live preview shows
 * it, server/content-preview): fields not named stay as they were, in their own words.
 */
export async function changedProductItem(
  tx: Sql,
  site: Site,
  row: { key: string; previous: Json },
  changes: Omit<ProductChanges, 'revision'>,
): Promise<{ item: Json; fields: ProductFields }> {
  const { previous } = row;
  const images = changes.images && (await imagesOf(tx, site, changes.images));
  const before = productFields(previous);

  const fields: ProductFields = {
    ...before,
    ...Object.fromEntries(Object.entries(changes).filter(([, x]) => x !== undefined)),
  };
  if (fields.isSubscribable && !RECURRING_PRODUCT_TYPES.includes(fields.productType))
    throw new PayloadError({ isSubscribable: M.subscribableType });
  if (fields.isSubscribable && !fields.subscriptionPlan)
    throw new PayloadError({ subscriptionPlan: M.subscriptionPlan });
  const collectionKey = row.key.slice(0, row.key.indexOf('/'));
  if (changes.urlId !== undefined && changes.urlId !== previous.urlId) {
    const taken = (await draftsOf(tx, site.id, 'item')).some(
      (i) => i.key !== row.key && i.key.startsWith(`${collectionKey}/`) && i.body.urlId === changes.urlId,
    );
    if (taken) throw new PayloadError({ urlId: EDITOR_MESSAGES.alreadyExists('URL') });
  }
  const place = {
    id: String(previous.id),
    urlId: changes.urlId ?? String(previous.urlId),
    collectionId: String(previous.collectionId ?? ''),
    currency: currencyOf(site),
    images: images ?? (previous.items as Json[] | undefined) ?? [],
    publishOn: Number(previous.publishOn ?? Date.now()),
  };
  const item = productItem(fields, place, previous);
  // What the edit does not name stays as it was, in its own words (rich HTML, fixture money).
  if (changes.description === undefined && changes.descriptionHtml === undefined) item.body = previous.body;
  if (changes.variants === undefined) {
    const content = item.structuredContent as Json;
    const old = (previous.structuredContent as Json | undefined) ?? {};
    content.variants = old.variants;
    if (changes.optionOrder === undefined) {
      if (old.variantOptionOrdering === undefined) delete content.variantOptionOrdering;
      else content.variantOptionOrdering = old.variantOptionOrdering;
    }
  }
  if (changes.images === undefined)
    for (const field of [...MAIN_IMAGE_FIELDS, 'items'])
      if (field in previous) item[field] = previous[field];
      else delete item[field];
  return { item, fields };
}

/** Applies the changed fields to the product's draft; throws StaleRevisionError when `changes.revision` is not current. */
export function updateProduct(
  store: ContentStore,
  site: Site,
  actor: Actor,
  id: string,
  changes: ProductChanges,
): Promise<number> {
  return store.withSite(site.id, async (tx) => {
    const row = await productRow(tx, site.id, id);
    const { revision, ...given } = changes;
    const { item, fields } = await changedProductItem(tx, site, row, given);
    const saved = await saveDraft(tx, site.id, actor, {
      kind: 'item',
      key: row.key,
      body: item,
      expected: revision,
      change: 'update',
    });
    if (changes.variants) await seedVariants(tx, site.id, String(row.previous.id), fields);
    return saved;
  });
}
