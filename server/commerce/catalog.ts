/**
 * The site's products as the cart sees them: looked up by id, a variant by sku, prices in
 * cents from the fixtures. Prices and titles never come from the client.
 */
import {
  effectivePrice,
  moneyToCents,
  PRODUCT_TYPES,
  isStorableText,
  isSubscribable,
  productType,
  structuredContent,
  variants,
  type Variant,
  isProduct,
} from '../../domain';
import type { Item, Site } from '../sites/types';
import { Once, defineSiteSlot } from '../sites/site-caches';

/** The products the cart can sell, by item id. */
const productsSlot = defineSiteSlot('products', () => new Once<Map<string, Product>>());

export interface Product {
  item: Item;
  id: string;
  title: string;
  productType: number;
  subscribable: boolean;
  hasAdditionalFields: boolean;
  variants: Variant[];
}

export interface ChosenVariant {
  sku: string;
  attributes: Record<string, string>;
  unitPriceCents: number;
  weightGrams: number;
  /** Seed stock from the fixtures, used only when the database has no row for the variant. */
  seed: { unlimited: boolean; qtyInStock: number };
}

/** The product an item id names, from the site's products (built once per loaded site, in its caches). */
export function findProduct(site: Site, itemId: string): Product | undefined {
  return site.caches
    .get(productsSlot)
    .getOrCreate(() => productsOf(site))
    .get(itemId);
}

function productsOf(site: Site): Map<string, Product> {
  const products = new Map<string, Product>();
  for (const collection of site.collections.values()) {
    for (const item of collection.items) if (isProduct(item)) products.set(item.id, toProduct(item));
  }
  return products;
}

/** The variant a sku names; null picks the only variant of a single-variant product. */
export function chooseVariant(product: Product, sku: string | null): ChosenVariant | undefined {
  const variant =
    sku === null
      ? product.variants.length === 1
        ? product.variants[0]
        : undefined
      : product.variants.find((v) => v.sku === sku);
  // A SKU the cart cannot keep (a NUL from a document stored before the text rules) is not sold.
  if (!variant || typeof variant.sku !== 'string' || !variant.sku || !isStorableText(variant.sku)) return undefined;
  const content = structuredContent(product.item);
  // Digital products carry their price on the product, not the variant.
  const price =
    product.productType === PRODUCT_TYPES.digital && content.priceMoney
      ? digitalPrice(product)
      : moneyToCents(effectivePrice(variant));
  const weight = (variant as { weightGrams?: unknown }).weightGrams;
  return {
    sku: variant.sku,
    attributes: variant.attributes && typeof variant.attributes === 'object' ? { ...variant.attributes } : {},
    unitPriceCents: price,
    weightGrams: typeof weight === 'number' && weight > 0 ? weight : 0,
    seed: {
      unlimited: variant.unlimited === true,
      qtyInStock: Math.max(0, Math.trunc(Number(variant.qtyInStock) || 0)),
    },
  };
}

function digitalPrice(product: Product): number {
  const content = structuredContent(product.item);
  return moneyToCents(content.onSale && content.salePriceMoney ? content.salePriceMoney : content.priceMoney);
}

function toProduct(item: Item): Product {
  const content = structuredContent(item);
  return {
    item,
    id: item.id,
    title: item.title,
    productType: productType(item) ?? 0,
    subscribable: isSubscribable(item),
    hasAdditionalFields: typeof content.additionalFieldsFormId === 'string' && content.additionalFieldsFormId !== '',
    variants: variants(item),
  };
}
