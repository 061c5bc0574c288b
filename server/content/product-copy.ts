/**
 * Duplicating and deleting a product (the products panel, issue 24), both drafts until the
 * site is published. A copy is named "<name> (copy)", gets its own id, URL slug and SKUs
 * (`-COPY` added, unique in the site) and the status Draft, so publishing the site does not
 * put it on sale before its owner has looked at it. A delete names the revision the owner saw,
 * like every edit, and takes the product out of its collection's order.
 */
import { seedStock } from '../inventory/stock-store';
import { saveDraft, type Actor, type ContentStore } from './content-store';
import { draftsOf } from './content-drafts';
import { productRow } from './products';
import { unusedSlug } from './url-slugs';
import type { ContentProductCreated } from '../../domain';

type Json = Record<string, unknown>;

export function duplicateProduct(
  store: ContentStore,
  siteId: string,
  actor: Actor,
  id: string,
): Promise<ContentProductCreated> {
  return store.withSite(siteId, async (tx) => {
    const row = await productRow(tx, siteId, id);
    const collectionKey = row.key.slice(0, row.key.indexOf('/'));
    const items = await draftsOf(tx, siteId, 'item');
    const urlId = unusedSlug(
      `${String(row.previous.urlId)}-copy`,
      new Set(items.filter((i) => i.key.startsWith(`${collectionKey}/`)).map((i) => String(i.body.urlId))),
    );
    const copyId = unusedSlug(`prod-${urlId}`, new Set(items.map((i) => i.key.slice(i.key.indexOf('/') + 1))));
    const skus = new Set<string>();
    for (const item of items)
      for (const x of ((item.body.structuredContent as Json | undefined)?.variants as Json[] | undefined) ?? [])
        skus.add(String(x.sku ?? '').toLowerCase());
    const content = (row.previous.structuredContent as Json | undefined) ?? {};
    const variants = ((content.variants as Json[] | undefined) ?? []).map((x): Json => {
      const base = `${String(x.sku ?? 'SKU')}-COPY`;
      let sku = base;
      for (let n = 2; skus.has(sku.toLowerCase()); n++) sku = `${base}-${n}`;
      skus.add(sku.toLowerCase());
      return { ...x, id: `var-${sku}`, sku };
    });
    const { reviews: _reviews, ...kept } = row.previous;
    const copy: Json = {
      ...kept,
      id: copyId,
      urlId,
      title: `${String(row.previous.title ?? '')} (copy)`,
      status: 'draft',
      publishOn: Date.now(),
      structuredContent: { ...content, variants },
    };
    const revision = await saveDraft(tx, siteId, actor, {
      kind: 'item',
      key: `${collectionKey}/${copyId}`,
      body: copy,
      change: 'create',
    });
    const [collection] = (await draftsOf(tx, siteId, 'collection')).filter((c) => c.key === collectionKey);
    if (collection) {
      const order = Array.isArray(collection.body.items) ? collection.body.items.map(String) : [];
      const at = order.indexOf(id);
      order.splice(at === -1 ? order.length : at + 1, 0, copyId);
      await saveDraft(tx, siteId, actor, {
        kind: 'collection',
        key: collection.key,
        body: { ...collection.body, items: order },
        expected: collection.revision,
        change: 'update',
      });
    }
    await seedStock(
      tx,
      siteId,
      variants.map((x) => ({
        itemId: copyId,
        sku: String(x.sku),
        unlimited: x.unlimited === true,
        qtyInStock: Number(x.qtyInStock ?? 0),
      })),
    );
    return { id: copyId, urlId, revision };
  });
}

/** Deletes the product in the draft; throws StaleRevisionError when `revision` is not current. */
export function deleteProduct(
  store: ContentStore,
  siteId: string,
  actor: Actor,
  id: string,
  revision: number,
): Promise<number> {
  return store.withSite(siteId, async (tx) => {
    const row = await productRow(tx, siteId, id);
    const saved = await saveDraft(tx, siteId, actor, {
      kind: 'item',
      key: row.key,
      body: null,
      expected: revision,
      change: 'delete',
    });
    const collectionKey = row.key.slice(0, row.key.indexOf('/'));
    const [collection] = (await draftsOf(tx, siteId, 'collection')).filter((c) => c.key === collectionKey);
    if (collection && Array.isArray(collection.body.items))
      await saveDraft(tx, siteId, actor, {
        kind: 'collection',
        key: collection.key,
        body: { ...collection.body, items: collection.body.items.filter((x) => String(x) !== id) },
        expected: collection.revision,
        change: 'update',
      });
    return saved;
  });
}
