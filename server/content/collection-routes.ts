/**
 * The owner content API's collection and item calls (README.md "Owner content API"), mounted
 * at /api/owner/content/collections by content-routes.ts. Viewers read; a products
 * collection's items are store managers' (products.write), every other's editors'
 * (content.write); admins do everything.
 */
import { Hono } from 'hono';
import { isRecord } from '../../domain';
import { readJson, readJsonBody, validate } from '../http';
import { allow, type OwnerEnv } from '../owner';
import { actorOf, type ContentRouteKit } from './content-route-kit';
import { collectionDraft, collectionTypeOf, createCollection, listCollections } from './collections';
import { CollectionCreate, ItemCreate, ItemListQuery, ItemUpdate, OrderBody, RevisionBody } from './item-input';
import { createItem, deleteItem, duplicateItem, listItems, reorderItems, updateItem } from './items';
import { ProductCreate, ProductUpdate } from './product-input';
import { createProduct, updateProduct } from './products';
import { HttpError } from '../http-error';
import { CONTENT_MESSAGES as M } from './content-messages';
import type { Context } from 'hono';
import type { ContentCollectionView, ContentCreated, ContentItemList, ContentSaved, Permission } from '../../domain';

export function collectionRoutes(kit: ContentRouteKit): Hono<OwnerEnv> {
  const { auth, storeFor, require, orConflict } = kit;

  /** The collection named in the path, after checking the caller may write its items. */
  const writable = async (c: Context<OwnerEnv>) => {
    const site = c.get('site');
    const store = await storeFor(site);
    const key = c.req.param('collection')!;
    const collection = await collectionDraft(store, site.id, key);
    if (!collection) throw new HttpError(404, M.unknownCollection);
    const type = collectionTypeOf(collection.body);
    const permission: Permission = type === 'products' ? 'products.write' : 'content.write';
    require(c, permission);
    return { site, store, key, type, actor: actorOf(c.get('owner')) };
  };

  return (
    new Hono<OwnerEnv>()
      .get('/', auth, allow('content.read'), async (c) => {
        const site = c.get('site');
        return c.json<{ collections: ContentCollectionView[] }>({
          collections: await listCollections(await storeFor(site), site.id),
        });
      })
      .post('/', auth, allow('content.read'), async (c) => {
        const input = await readJson(c, CollectionCreate);
        require(c, input.type === 'products' ? 'products.write' : 'content.write');
        const site = c.get('site');
        const created = await createCollection(await storeFor(site), site.id, actorOf(c.get('owner')), input);
        return c.json<ContentCreated>(created, 201);
      })
      .get('/:collection/items', auth, allow('content.read'), async (c) => {
        const query = validate(ItemListQuery, c.req.query());
        const site = c.get('site');
        return c.json<ContentItemList>(
          await listItems(await storeFor(site), site.id, c.req.param('collection'), query),
        );
      })
      // A post, event or gallery image `{ title, … }`; in a products collection, a product as POST /products takes it.
      .post('/:collection/items', auth, allow('content.read'), async (c) => {
        const raw = await readJsonBody(c);
        const { site, store, key, type, actor } = await writable(c);
        if (type === 'products') {
          // `title` stands for `name` (the editors' word); anything but an object is refused as it is.
          const product = validate(ProductCreate, isRecord(raw) ? { ...raw, name: raw.name ?? raw.title } : raw);
          return c.json<ContentCreated>(await createProduct(store, site, actor, product, key), 201);
        }
        const fields = validate(ItemCreate, raw);
        return c.json<ContentCreated>(await createItem(store, site.id, actor, key, fields), 201);
      })
      // The changed fields and the revision the edit started from; a product's as PUT /products/{id} takes them.
      .put('/:collection/items/:id', auth, allow('content.read'), async (c) => {
        const raw = await readJsonBody(c);
        const { site, store, key, type, actor } = await writable(c);
        const id = c.req.param('id');
        if (type === 'products') {
          const changes = validate(ProductUpdate, isRecord(raw) ? { ...raw, name: raw.name ?? raw.title } : raw);
          return orConflict(c, async () =>
            c.json<ContentSaved>({ revision: await updateProduct(store, site, actor, id, changes) }),
          );
        }
        const changes = validate(ItemUpdate, raw);
        return orConflict(c, async () =>
          c.json<ContentSaved>({ revision: await updateItem(store, site.id, actor, key, id, changes) }),
        );
      })
      .delete('/:collection/items/:id', auth, allow('content.read'), async (c) => {
        const { revision } = await readJson(c, RevisionBody);
        const { site, store, key, actor } = await writable(c);
        return orConflict(c, async () =>
          c.json<ContentSaved>({
            revision: await deleteItem(store, site.id, actor, key, c.req.param('id'), revision),
          }),
        );
      })
      .post('/:collection/items/:id/duplicate', auth, allow('content.read'), async (c) => {
        const { site, store, key, actor } = await writable(c);
        return c.json<ContentCreated>(await duplicateItem(store, site.id, actor, key, c.req.param('id')), 201);
      })
      .put('/:collection/order', auth, allow('content.read'), async (c) => {
        const change = await readJson(c, OrderBody);
        const { site, store, key, actor } = await writable(c);
        return orConflict(c, async () =>
          c.json<ContentSaved>({ revision: await reorderItems(store, site.id, actor, key, change) }),
        );
      })
  );
}
