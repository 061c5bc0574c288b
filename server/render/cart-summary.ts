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

/** Per site, the empty cart's subtotal as shown: most page views carry no cart (issue 28). */
const emptySubtotals = new WeakMap<Site, string>();

export function cartSummary(site: Site, totalQuantity: number, subtotalCents: number): CartSummary {
  if (subtotalCents === 0) {
    let text = emptySubtotals.get(site);
    if (text === undefined) emptySubtotals.set(site, (text = subtotalText(site, 0)));
    return { totalQuantity, subtotalCents, subtotalText: text };
  }
  return { totalQuantity, subtotalCents, subtotalText: subtotalText(site, subtotalCents) };
}

function subtotalText(site: Site, cents: number): string {
  const locale = typeof site.website.language === 'string' ? site.website.language : 'en-US';
  return formatCents(cents, siteCurrency(site), { locale });
}
