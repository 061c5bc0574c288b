/**
 * Paywall products (product type 5, spec §3: "paywall listed only in the shared enumeration"):
 * they sell membership of member areas. `productType()` leaves type 5 out on purpose, since
 * templates and the product rules of the language reference know types 1 to 4 only, so
 * memberships ask this instead.
 */
import { PRODUCT_TYPES } from './enums';
import { structuredContent } from './product';

export function isPaywallProduct(item: unknown): boolean {
  const raw: unknown = structuredContent(item).productType;
  return raw === PRODUCT_TYPES.paywall || raw === String(PRODUCT_TYPES.paywall);
}
