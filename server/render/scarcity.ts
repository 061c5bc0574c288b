/**
 * Scarcity from the owner's inventory settings (server/inventory/inventory-settings.ts): once saved,
 * they replace the fixtures' scarcity values. A stocked product (physical, service) shows
 * "Only N left" for each variant whose current stock is at or below the threshold (and above
 * 0), on the product page when `scarcityOnProductPage`; in blocks (lists of products, when
 * `scarcityInBlocks`) one message for the product's total stock, since a block has no variant
 * chooser. A product with an unlimited variant never shows scarcity. Everything else in a product's merchandising context stays as it is.
 */
import { PRODUCT_TYPES, isProduct, productType, variants } from '../../domain';
import type { InventorySettings } from '../../domain';
import type { Item, Json, Site } from '../sites/types';

export const DEFAULT_SCARCITY_TEXT = 'Only {qtyInStock} left';

/** The merchandising context of a page showing `items` (with current stock applied). */
export function merchandisingWith(
  site: Site,
  items: readonly Item[],
  settings: InventorySettings,
  onProductPage: boolean,
): Record<string, Json> {
  const context: Record<string, Json> = { ...site.merchandising };
  const enabled = onProductPage ? settings.scarcityOnProductPage : settings.scarcityInBlocks;
  for (const item of items) {
    if (!isProduct(item)) continue;
    const base = site.merchandising[item.id] ?? {};
    const type = productType(item);
    const stocked = type === PRODUCT_TYPES.physical || type === PRODUCT_TYPES.service;
    const all = variants(item);
    const counted = all
      .filter((variant) => variant.unlimited !== true)
      .map((variant) => ({ qty: Math.trunc(Number(variant.qtyInStock) || 0), attributes: variant.attributes }));
    const inRange = (qty: number) => qty > 0 && qty <= settings.scarcityThreshold;
    let views: { qtyInStock: number; attributes: Record<string, string> }[] = [];
    if (enabled && stocked && counted.length === all.length) {
      if (onProductPage) {
        // One message per variant, shown when it is chosen (at once for a single variant).
        views = counted
          .filter(({ qty }) => inRange(qty))
          .map(({ qty, attributes }) => ({
            qtyInStock: qty,
            attributes: all.length === 1 ? {} : { ...(attributes ?? {}) },
          }));
      } else {
        // A block has no variant chooser: the product's total stock.
        const total = counted.reduce((sum, { qty }) => sum + Math.max(0, qty), 0);
        if (inRange(total)) views = [{ qtyInStock: total, attributes: {} }];
      }
    }
    const text = typeof base.scarcityText === 'string' && base.scarcityText ? base.scarcityText : DEFAULT_SCARCITY_TEXT;
    context[item.id] = {
      ...base,
      scarcityEnabled: views.length > 0,
      scarcityTemplateViews: views,
      scarcityText: text,
      scarcityShownByDefault: true,
    };
  }
  return context;
}
