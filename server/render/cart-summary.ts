/** The visitor's cart as the layout shows it (pill cart, cart link). */
import { DEFAULT_CURRENCY, formatCents } from '../../domain';
import type { Site } from '../sites/types';

export interface CartSummary {
  totalQuantity: number;
  subtotalCents: number;
  subtotalText: string;
  /** The request carried the (HttpOnly) cart cookie: the page loads the cart at start. */
  cartPresent?: boolean;
}

export function siteCurrency(site: Site): string {
  const store = site.websiteSettings.storeSettings as { selectedCurrency?: unknown } | undefined;
  return typeof store?.selectedCurrency === 'string' ? store.selectedCurrency : DEFAULT_CURRENCY;
}

export function cartSummary(site: Site, totalQuantity: number, subtotalCents: number): CartSummary {
  const locale = typeof site.website.language === 'string' ? site.website.language : 'en-US';
  return { totalQuantity, subtotalCents, subtotalText: formatCents(subtotalCents, siteCurrency(site), { locale }) };
}
