/**
 * The products panel's calls beside issue 23's create and edit (mounted at /api/owner/content):
 * the list with search, type and status filters and sort, one product as the editor edits it,
 * duplicate and delete (domain/owner-content-products.ts). Viewers read; store managers,
 * editors and admins write (`products.write`).
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { HttpError } from '../http-error';
import { validate } from '../http';
import { actorOf, allow, ownerAuth, type OwnerDb, type OwnerEnv } from '../owner';
import { CONTENT_MESSAGES as M } from './content-messages';
import { contentStoreOf } from './content-site';
import { StaleRevisionError } from './content-store';
import { deleteProduct, duplicateProduct } from './product-copy';
import { ProductListQuery, listProducts } from './product-list';
import { productView } from './product-view';
import type { Database, Sql } from '../db';
import type { AppEnv } from '../types';
import type { ContentConflict, ContentProductCreated, ContentSaved, ProductList, ProductView } from '../../domain';

const DeleteQuery = v.object({
  revision: v.pipe(v.string(M.revision), v.regex(/^[1-9]\d{0,9}$/, M.revision), v.transform(Number)),
});

export function productRoutes(options: { db?: Sql }): Hono<AppEnv> {
  const db: OwnerDb = () => {
    if (!options.db || !('transaction' in options.db)) throw new HttpError(503, M.noStore);
    return options.db as Database;
  };
  const auth = ownerAuth(db);
  const storeFor = contentStoreOf(db);
  const app = new Hono<OwnerEnv>()
    .get('/products', auth, allow('content.read'), async (c) => {
      const query = validate(ProductListQuery, c.req.query());
      const site = c.get('site');
      const store = await storeFor(site);
      return c.json<ProductList>(await listProducts(store.db, site, query));
    })
    .get('/products/:id', auth, allow('content.read'), async (c) => {
      const site = c.get('site');
      return c.json<ProductView>(await productView(await storeFor(site), site, c.req.param('id')));
    })
    .post('/products/:id/duplicate', auth, allow('products.write'), async (c) => {
      const site = c.get('site');
      const store = await storeFor(site);
      return c.json<ContentProductCreated>(
        await duplicateProduct(store, site.id, actorOf(c.get('owner')), c.req.param('id')),
        201,
      );
    })
    .delete('/products/:id', auth, allow('products.write'), async (c) => {
      const { revision } = validate(DeleteQuery, c.req.query());
      const site = c.get('site');
      const store = await storeFor(site);
      try {
        return c.json<ContentSaved>({
          revision: await deleteProduct(store, site.id, actorOf(c.get('owner')), c.req.param('id'), revision),
        });
      } catch (error) {
        if (error instanceof StaleRevisionError)
          return c.json<ContentConflict>({ error: M.stale, revision: error.revision, current: error.current }, 409);
        throw error;
      }
    });
  return app as unknown as Hono<AppEnv>;
}
