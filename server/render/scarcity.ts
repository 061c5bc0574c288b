/**
 * Scarcity from the owner's inventory settings (server/owner/inventory-settings.ts): once saved,
 * they replace the fixtures' scarcity values. A stocked product (physical, service) shows
 * "Only N left" for each variant whose current stock is at or below the threshold (and above
 * 0), on the product page when `scarcityOnProductPage`, in blocks (lists of products) when
 * `scarcityInBlocks`. Everything else in a product's merchandising context stays as it is.
 */
import { PRODUCT_TYPE, productType, variants } from '../../domain/product';
import { isProduct } from './apply-stock';
import type { InventorySettings } from '../owner/inventory-settings';
import type { Item, Json, Site } from '../sites/types';

export const DEFAULT_SCARCITY_TEXT = 'Only {qtyInStock} left';

/** The merchandising context of a page showing `items` (with current stock applied). */
export function merchandisingWith(site: Site, items: readonly Item[], settings: InventorySettings, onProductPage: boolean): Record<string, Json> {
  const context: Record<string, Json> = { ...site.merchandising };
  const enabled = onProductPage ? settings.scarcityOnProductPage : settings.scarcityInBlocks;
  for (const item of items) {
    if (!isProduct(item)) continue;
    const base = site.merchandising[item.id] ?? {};
    const type = productType(item);
    const stocked = type === PRODUCT_TYPE.PHYSICAL || type === PRODUCT_TYPE.SERVICE;
    const all = variants(item);
    const views = !enabled || !stocked
      ? []
      : all
          .filter((variant) => variant.unlimited !== true)
          .map((variant) => ({ qty: Math.trunc(Number(variant.qtyInStock) || 0), attributes: variant.attributes }))
          .filter(({ qty }) => qty > 0 && qty <= settings.scarcityThreshold)
          // A single variant's message shows at once; one per option is shown when it is chosen.
          .map(({ qty, attributes }) => ({ qtyInStock: qty, attributes: all.length === 1 ? {} : { ...(attributes ?? {}) } }));
    const text = typeof base.scarcityText === 'string' && base.scarcityText ? base.scarcityText : DEFAULT_SCARCITY_TEXT;
    context[item.id] = { ...base, scarcityEnabled: views.length > 0, scarcityTemplateViews: views, scarcityText: text, scarcityShownByDefault: true };
  }
  return context;
}
