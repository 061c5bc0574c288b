/** The cart shape the islands read is the domain's; the money format is the islands' own. */
export type { CartEntry, ShoppingCart } from '../../domain';

/** How the islands format money the browser computes: the site's currency and locale. */
export interface MoneyFormat {
  currency: string;
  locale: string;
}
