/**
 * The inventory panel's list (GET /api/owner/inventory): products with current stock from the
 * database, searched by name or sku, sorted by name, stock or price, 20 to a page.
 */
import { isStockedType } from '../../domain';
import { getStocks } from './stock-store';
import { decodeCursor, pageOf, PAGE_SIZE } from '../owner/cursor';
import { siteProducts, type OwnerProduct } from './site-products';
import type { Sql } from '../db';
import type { Site } from '../sites/types';
import type { InventoryPage, InventoryProduct, InventorySort, InventoryVariant } from '../../domain';

/** Stock of unlimited products sorts above any number. */
const UNLIMITED_RANK = 1e12;

export async function listInventory(
  db: Sql,
  site: Site,
  query: { q?: string; sort: InventorySort; cursor?: string },
): Promise<InventoryPage> {
  const after = decodeCursor(query.cursor, query.sort.endsWith('name') ? 'ss' : 'ns');
  const q = query.q?.trim().toLowerCase() ?? '';
  const owned = siteProducts(site).filter(
    ({ product, variants }) =>
      !q || product.title.toLowerCase().includes(q) || variants.some((v) => v.sku.toLowerCase().includes(q)),
  );
  const products = await inventoryProducts(db, site, owned);
  const field = query.sort.replace('-', '') as 'name' | 'stock' | 'price';
  const direction = query.sort.startsWith('-') ? -1 : 1;
  const keyOf = (p: InventoryProduct): [string | number, string] => [
    field === 'name'
      ? p.name.toLowerCase()
      : field === 'stock'
        ? p.stock.unlimited
          ? UNLIMITED_RANK
          : p.stock.total
        : p.priceCents,
    p.itemId,
  ];
  const order = (a: InventoryProduct, b: InventoryProduct) => direction * compareKeys(keyOf(a), keyOf(b));
  const sorted = products
    .sort(order)
    .filter((p) => !after || direction * compareKeys(keyOf(p), after as [string | number, string]) > 0);
  const page = pageOf(sorted, PAGE_SIZE, keyOf);
  return { products: page.rows, hasNextPage: page.hasNextPage, nextPageCursor: page.nextPageCursor };
}

function compareKeys(a: readonly (string | number)[], b: readonly (string | number)[]): number {
  for (let i = 0; i < a.length; i++) {
    if (a[i]! < b[i]!) return -1;
    if (a[i]! > b[i]!) return 1;
  }
  return 0;
}

/** The products with their variants' current stock and waiting restock sign-ups. */
export async function inventoryProducts(
  db: Sql,
  site: Site,
  owned: readonly OwnerProduct[],
): Promise<InventoryProduct[]> {
  const ids = owned.map((o) => o.product.id);
  const [stock, signUps] = await Promise.all([getStocks(db, site.id, ids), waitingSignUps(db, site.id, ids)]);
  return owned.map(({ product, variants }) => {
    const rows = new Map((stock.get(product.id) ?? []).map((row) => [row.sku, row]));
    const list: InventoryVariant[] = variants.map((v) => {
      const row = rows.get(v.sku) ?? v.seed;
      return {
        sku: v.sku,
        label: v.label,
        attributes: v.attributes,
        priceCents: v.priceCents,
        salePriceCents: v.salePriceCents,
        onSale: v.onSale,
        qtyInStock: row.qtyInStock,
        unlimited: row.unlimited,
        restockSignUps: signUps.get(`${product.id}\n${v.variantId}`) ?? 0,
      };
    });
    const unlimited = list.some((v) => v.unlimited);
    const stocked = isStockedType(product.productType);
    const item = product.item as { assetUrl?: unknown };
    return {
      itemId: product.id,
      name: product.title,
      productType: product.productType,
      url: product.item.fullUrl,
      imageUrl: typeof item.assetUrl === 'string' && item.assetUrl ? item.assetUrl : null,
      priceCents: list.length > 0 ? Math.min(...list.map((v) => v.salePriceCents ?? v.priceCents)) : 0,
      stock: { total: list.reduce((sum, v) => sum + (v.unlimited ? 0 : v.qtyInStock), 0), unlimited },
      // Spec §4 "Availability": digital products and gift cards are never sold out.
      soldOut: stocked && list.length > 0 && list.every((v) => !v.unlimited && v.qtyInStock <= 0),
      variants: list,
    };
  });
}

async function waitingSignUps(db: Sql, siteId: string, itemIds: string[]): Promise<Map<string, number>> {
  const rows = await db.query<{ product_id: string; variant_id: string; n: number }>(
    `select product_id, variant_id, count(*)::int as n from restock_signups
     where website_id = $1 and product_id = any($2) and notified_at is null group by product_id, variant_id`,
    [siteId, itemIds],
  );
  return new Map(rows.map((r) => [`${r.product_id}\n${r.variant_id}`, Number(r.n)]));
}
