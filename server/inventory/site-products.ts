/**
 * The site's products as the owner sees them: every product item of every collection, once,
 * with each variant's label, prices and the key restock sign-ups use (the variant id, else its sku).
 */
import { chosenOptions, moneyToCents } from '../../domain';
import { PRODUCT_TYPES, isProduct, structuredContent, type Variant } from '../../domain';
import { chooseVariant, findProduct, type Product } from '../commerce/catalog';
import type { Site } from '../sites/types';
import { Once, defineSiteSlot } from '../sites/site-caches';

/** The products as the owner sees them, with their variants. */
const ownerProductsSlot = defineSiteSlot('ownerProducts', () => new Once<OwnerProduct[]>());

export interface OwnerVariant {
  sku: string;
  /** What restock sign-ups name the variant by. */
  variantId: string;
  label: string;
  attributes: Record<string, string>;
  priceCents: number;
  salePriceCents: number | null;
  onSale: boolean;
  /** The fixture's stock, for variants the database has no row for. */
  seed: { unlimited: boolean; qtyInStock: number };
}

export interface OwnerProduct {
  product: Product;
  variants: OwnerVariant[];
}

/** Built once per loaded site, in its caches. */
export function siteProducts(site: Site): OwnerProduct[] {
  return site.caches.get(ownerProductsSlot).getOrCreate(() => ownerProductsOf(site));
}

function ownerProductsOf(site: Site): OwnerProduct[] {
  const list: OwnerProduct[] = [];
  const seen = new Set<string>();
  for (const collection of site.collections.values()) {
    for (const item of collection.items) {
      if (!isProduct(item) || seen.has(item.id)) continue;
      seen.add(item.id);
      const product = findProduct(site, item.id);
      if (product) list.push({ product, variants: ownerVariants(product) });
    }
  }
  return list;
}

export function findOwnerProduct(site: Site, itemId: string): OwnerProduct | undefined {
  return siteProducts(site).find((p) => p.product.id === itemId);
}

/** 'S / Indigo' in the product's option order, or 'Default' for a variant without options. */
export function variantLabel(product: Product, attributes: Record<string, string>): string {
  const values = chosenOptions(product.item, attributes).map((o) => o.value);
  return values.length > 0 ? values.join(' / ') : 'Default';
}

function ownerVariants(product: Product): OwnerVariant[] {
  const content = structuredContent(product.item);
  const digital = product.productType === PRODUCT_TYPES.digital && content.priceMoney !== undefined;
  const list: OwnerVariant[] = [];
  for (const variant of product.variants as Variant[]) {
    const chosen = typeof variant.sku === 'string' && variant.sku ? chooseVariant(product, variant.sku) : undefined;
    if (!chosen) continue;
    const onSale = digital ? content.onSale === true : variant.onSale === true;
    const regular = moneyToCents(digital ? content.priceMoney : variant.priceMoney);
    list.push({
      sku: chosen.sku,
      variantId: typeof variant.id === 'string' && variant.id ? variant.id : chosen.sku,
      label: variantLabel(product, chosen.attributes),
      attributes: chosen.attributes,
      priceCents: regular,
      salePriceCents: onSale ? chosen.unitPriceCents : null,
      onSale,
      seed: chosen.seed,
    });
  }
  return list;
}
