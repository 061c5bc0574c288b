/**
 * The products panel's list (`GET /api/owner/content/products`): every product item of the
 * site's drafts, searched by name or SKU, filtered by product type and status, sorted. A site
 * holds at most a few hundred products (spec §9: 200 per collection), so one read and a filter
 * in memory serve it.
 */
import * as v from 'valibot';
import {
  PRODUCT_SORTS,
  PRODUCT_STATUS_FILTERS,
  itemStatusOf,
  type ProductList,
  type ProductSummary,
} from '../../domain';
import { safeString } from '../http';
import { CONTENT_MESSAGES as M } from './content-messages';
import { currencyOf } from './products';
import type { Sql } from '../db';
import type { Site } from '../sites/types';

type Json = Record<string, unknown>;

export const ProductListQuery = v.object({
  q: v.optional(v.pipe(safeString(), v.trim(), v.maxLength(200)), ''),
  type: v.optional(
    v.pipe(
      v.string(),
      v.transform(Number),
      v.check(
        (x) => [1, 2, 3, 4, 5].includes(x),
        (issue) => M.notAnOption(issue.input),
      ),
    ),
  ),
  status: v.optional(v.picklist(PRODUCT_STATUS_FILTERS, (issue) => M.notAnOption(issue.input))),
  sort: v.optional(
    v.picklist(PRODUCT_SORTS, (issue) => M.notAnOption(issue.input)),
    'name',
  ),
});
export type ProductListOptions = v.InferOutput<typeof ProductListQuery>;

type Row = {
  key: string;
  revision: number;
  draft: string;
  published_revision: number | null;
  updated_at: Date | string;
};

export function productSummary(key: string, item: Json, row: Omit<Row, 'key' | 'draft'>): ProductSummary {
  const content = (item.structuredContent as Json | undefined) ?? {};
  const variants = ((content.variants as Json[] | undefined) ?? []).filter((x) => x && typeof x === 'object');
  const prices = variants.map((x) => Number(x.price ?? 0));
  const sales = variants.filter((x) => x.onSale === true && x.salePrice !== undefined).map((x) => Number(x.salePrice));
  const unlimited = variants.some((x) => x.unlimited === true);
  const collection = key.slice(0, key.indexOf('/'));
  return {
    id: String(item.id ?? key.slice(key.indexOf('/') + 1)),
    key,
    urlId: String(item.urlId ?? ''),
    url: `/${collection}/${String(item.urlId ?? '')}`,
    name: String(item.title ?? ''),
    productType: Number(content.productType ?? 1) as ProductSummary['productType'],
    status: itemStatusOf(item),
    published: row.published_revision !== null,
    changed: row.published_revision === null || Number(row.published_revision) !== Number(row.revision),
    priceCents: prices.length ? Math.min(...prices) : 0,
    salePriceCents: sales.length ? Math.min(...sales) : null,
    variantCount: variants.length,
    stock: unlimited ? null : variants.reduce((sum, x) => sum + Number(x.qtyInStock ?? 0), 0),
    imageUrl: typeof item.assetUrl === 'string' ? item.assetUrl : null,
    revision: Number(row.revision),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

const SORTS: Record<ProductListOptions['sort'], (a: ProductSummary, b: ProductSummary) => number> = {
  name: (a, b) => a.name.localeCompare(b.name),
  newest: (a, b) => (a.updatedAt < b.updatedAt ? 1 : a.updatedAt > b.updatedAt ? -1 : 0),
  'price-low': (a, b) => (a.salePriceCents ?? a.priceCents) - (b.salePriceCents ?? b.priceCents),
  'price-high': (a, b) => (b.salePriceCents ?? b.priceCents) - (a.salePriceCents ?? a.priceCents),
};

export async function listProducts(db: Sql, site: Site, options: ProductListOptions): Promise<ProductList> {
  const rows = await db.query<Row>(
    `select key, revision, draft, published_revision, updated_at from content_documents
     where website_id = $1 and kind = 'item' and draft is not null`,
    [site.id],
  );
  const q = options.q.toLowerCase();
  const products: ProductSummary[] = [];
  for (const row of rows) {
    const item = JSON.parse(row.draft) as Json;
    if (item.recordType !== 11) continue;
    const summary = productSummary(row.key, item, row);
    if (options.type !== undefined && summary.productType !== options.type) continue;
    if (options.status === 'unpublished' ? !summary.changed : options.status && summary.status !== options.status)
      continue;
    if (q) {
      const skus = (((item.structuredContent as Json | undefined)?.variants as Json[] | undefined) ?? []).map((x) =>
        String(x.sku ?? '').toLowerCase(),
      );
      if (!summary.name.toLowerCase().includes(q) && !skus.some((sku) => sku.includes(q))) continue;
    }
    products.push(summary);
  }
  products.sort((a, b) => SORTS[options.sort](a, b) || a.name.localeCompare(b.name));
  return { products, currency: currencyOf(site) };
}
