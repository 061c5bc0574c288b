/**
 * Which cart page a site shows at /cart (issue 15): the classic cart (page type 200), or,
 * when `websiteSettings.storeSettings.cartPageDesign` is "v2", the newer one-page design
 * (commerce cart v2, page type 205) with a shipping estimate and an express checkout button.
 * Both render the same cart island over the same cart store; v2 adds its summary island.
 *
 * @module
 */
import { shopWords } from './shop-words';
import { languagePath, type PageLanguage } from '../pages/language-routes';
import { PAGE_TYPES } from '../../domain';
import { pageMoney, storeSettings } from '../commerce/store-settings';
import type { CartV2SummaryProps, ShoppingCart } from '../../islands';
import type { Site } from '../sites/types';

export interface CartDesign {
  pageType: typeof PAGE_TYPES.showCart | typeof PAGE_TYPES.commerceCartV2;
  template: string;
}

const CLASSIC: CartDesign = { pageType: PAGE_TYPES.showCart, template: 'pages/cart.html' };
const V2: CartDesign = { pageType: PAGE_TYPES.commerceCartV2, template: 'pages/cart-v2.html' };
const FIRST_COUNTRIES = ['US', 'CA', 'GB', 'AU', 'NZ', 'IE', 'DE', 'FR'];

export function cartDesign(site: Site): CartDesign {
  const store = site.websiteSettings?.storeSettings as { cartPageDesign?: unknown } | undefined;
  return store?.cartPageDesign === 'v2' ? V2 : CLASSIC;
}

/** `language`: under an extra language's prefix, the column's words, countries and checkout link in it. */
export function cartV2SummaryProps(site: Site, cart: ShoppingCart, language?: PageLanguage): CartV2SummaryProps {
  const settings = storeSettings(site);
  const money = pageMoney(settings, language?.language.locale);
  const names = new Intl.DisplayNames([money.locale], { type: 'region' });
  const codes = [...new Set([...settings.taxRules.map((r) => r.country).filter(Boolean), ...FIRST_COUNTRIES])];
  return {
    cart,
    money,
    countries: codes.map((code) => ({ code, name: names.of(code) ?? code })),
    ...shopWords(site, language),
    ...(language ? { checkoutPath: languagePath(language.language, '/checkout') } : {}),
  };
}
