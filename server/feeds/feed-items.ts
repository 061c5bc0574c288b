/**
 * The catalogue as feed items: one item per variant, the variants of a product grouped by
 * `item_group_id` (the product id), as the big catalogue consumers (Meta commerce/Instagram
 * shopping, Google Merchant) read them. Prices and stock are the store's own: the stock given
 * is the database's, the fixtures' seed only for variants without a row.
 */
import { PRODUCT_TYPES, centsToDecimal } from '../../domain';
import { siteProducts } from '../inventory/site-products';
import { storeSettings } from '../commerce/store-settings';
import type { StockRow } from '../inventory/stock-store';
import type { Site } from '../sites/types';

export interface FeedItem {
  id: string;
  item_group_id: string;
  title: string;
  description: string;
  availability: 'in stock' | 'out of stock';
  condition: 'new';
  /** "148.00 USD": the amount with the currency's decimals, then the ISO code. */
  price: string;
  /** Only while the variant is on sale. */
  sale_price: string;
  link: string;
  image_link: string;
  brand: string;
}

/** The feed columns in the order both formats write them. */
export const FEED_FIELDS: readonly (keyof FeedItem)[] = [
  'id',
  'item_group_id',
  'title',
  'description',
  'availability',
  'condition',
  'price',
  'sale_price',
  'link',
  'image_link',
  'brand',
];

/** Gift cards and paywall access are not goods an ad can show. */
const NOT_IN_FEEDS: ReadonlySet<number> = new Set([PRODUCT_TYPES.giftCard, PRODUCT_TYPES.paywall]);

const DESCRIPTION_MAX = 5000;

/** Text of an HTML excerpt: tags dropped, the few entities our fixtures use decoded, spaces folded. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

function absolute(origin: string, path: unknown): string {
  if (typeof path !== 'string' || !path) return '';
  try {
    return new URL(path, origin).href;
  } catch {
    return '';
  }
}

/** Stock rows of the site keyed `itemId\u0000sku`. */
export type StockIndex = ReadonlyMap<string, StockRow>;

export function stockKey(itemId: string, sku: string): string {
  return `${itemId}\u0000${sku}`;
}

/** Products only a password or a signed-in member may see stay out of public feeds. */
function privateItemIds(site: Site): Set<string> {
  const ids = new Set<string>();
  for (const collection of site.collections.values()) {
    if (collection.password || collection.memberArea) for (const item of collection.items) ids.add(item.id);
  }
  return ids;
}

export function feedItems(site: Site, origin: string, stock: StockIndex): FeedItem[] {
  const { currency } = storeSettings(site);
  const brand = String(site.website.siteTitle ?? site.id);
  const money = (cents: number) => `${centsToDecimal(cents, currency)} ${currency}`;
  const items: FeedItem[] = [];
  const hidden = privateItemIds(site);
  for (const { product, variants } of siteProducts(site)) {
    if (NOT_IN_FEEDS.has(product.productType) || hidden.has(product.id)) continue;
    const item = product.item;
    const text = plainText(String(item.excerpt ?? item.body ?? '')) || product.title;
    const description = text.length > DESCRIPTION_MAX ? `${text.slice(0, DESCRIPTION_MAX - 1)}…` : text;
    for (const variant of variants) {
      const row = stock.get(stockKey(product.id, variant.sku));
      const level = row ?? variant.seed;
      const inStock = product.productType === PRODUCT_TYPES.digital || level.unlimited || level.qtyInStock > 0;
      items.push({
        id: variant.sku,
        item_group_id: product.id,
        title: variant.label === 'Default' ? product.title : `${product.title} — ${variant.label}`,
        description,
        availability: inStock ? 'in stock' : 'out of stock',
        condition: 'new',
        price: money(variant.priceCents),
        sale_price: variant.salePriceCents !== null ? money(variant.salePriceCents) : '',
        link: absolute(origin, item.fullUrl),
        image_link: absolute(origin, item.assetUrl),
        brand,
      });
    }
  }
  return items;
}
