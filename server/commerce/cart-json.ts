/**
 * A stored cart as the cart calls answer it (spec §3 "Shopping cart", "Cart entry"), with
 * every amount from `computeTotals` so the pill, the cart link and the cart page agree.
 */
import {
  computeTotals,
  couponRefusal,
  ENGLISH_WORDS,
  interfaceWords,
  variantText,
  type CartTotals,
  type ShippingLocation,
  type SiteLanguage,
} from '../../domain';
import { chooseVariant, findProduct, type ChosenVariant, type Product } from './catalog';
import { pageMoney, storeSettings } from './store-settings';
import { localizedSite } from '../site-settings/localized-site';
import type { CartEntry, ShoppingCart } from '../../domain';
import type { CartRow, EntryRow } from './cart-store';
import type { Site } from '../sites/types';

export interface PricedEntry {
  entry: EntryRow;
  product: Product;
  variant: ChosenVariant;
}

/** The answer adds to the shape the islands read the fields only the server keeps, with the totals' full types. */
export interface ShoppingCartJson extends CartTotals, Omit<ShoppingCart, keyof CartTotals> {
  websiteId: string;
  orderId: string | null;
  created: string | null;
  isPurchased: boolean;
}

/** Entries whose product or variant the site no longer sells are left out. */
export function priceEntries(site: Site, entries: readonly EntryRow[]): PricedEntry[] {
  const priced: PricedEntry[] = [];
  for (const entry of entries) {
    const product = findProduct(site, entry.itemId);
    const variant = product && chooseVariant(product, entry.sku);
    if (product && variant) priced.push({ entry, product, variant });
  }
  return priced;
}

export interface TotalsOptions {
  shippingLocation?: ShippingLocation | null;
  selectedShippingOptionId?: string | null;
  couponCodes?: readonly string[];
  /** The locale of the page the totals answer (callLanguage): its money writes the refusals' amounts. */
  pageLocale?: string | undefined;
}

export function cartTotals(site: Site, priced: readonly PricedEntry[], options: TotalsOptions): CartTotals {
  const settings = storeSettings(site);
  return computeTotals({
    lines: priced.map(({ entry, product, variant }) => ({
      quantity: entry.quantity,
      unitPriceCents: variant.unitPriceCents,
      productType: product.productType,
      weightGrams: variant.weightGrams,
    })),
    shippingOptions: settings.shippingOptions,
    selectedShippingOptionId: options.selectedShippingOptionId,
    shippingLocation: options.shippingLocation,
    taxRules: settings.taxRules,
    coupons: settings.coupons,
    couponCodes: options.couponCodes,
    money: pageMoney(settings, options.pageLocale),
  });
}

/** What an entry shows the visitor in the language `shown` is the site in: the product's title, page and option values. */
type EntryWords = Pick<CartEntry, 'title' | 'url' | 'variantText'>;

function entryWords(shown: Site, product: Product, attributes: Readonly<Record<string, string>>): EntryWords {
  const own = findProduct(shown, product.id) ?? product;
  return {
    title: own.title,
    url: own.item.fullUrl,
    variantText: variantText(attributes, shown.localizedStrings),
  };
}

/** `site`'s own words; `cartInLanguage` says them in a page's language. */
export function entryJson({ entry, product, variant }: PricedEntry, site: Site): CartEntry {
  return {
    id: entry.id,
    itemId: entry.itemId,
    chosenVariant: { sku: variant.sku, attributes: variant.attributes },
    quantity: entry.quantity,
    ...entryWords(site, product, variant.attributes),
    subTotal: variant.unitPriceCents * entry.quantity,
    purchasePriceCents: variant.unitPriceCents,
    productType: product.productType,
    additionalFields: entry.fieldsKey || null,
  };
}

/**
 * Cart entries as a page in `language` shows them (issue 25): each one's title, product page
 * (under the language's home) and option values from the site's view in that language; as they
 * are for the site's own language (undefined). The cart calls answer in the calling page's
 * language (callLanguage), the cart and checkout pages in their own.
 */
export function entriesInLanguage(
  site: Site,
  entries: readonly CartEntry[],
  language: SiteLanguage | undefined,
): CartEntry[] {
  if (!language || entries.length === 0) return [...entries];
  const shown = localizedSite(site, language);
  return entries.map((entry) => {
    const product = findProduct(site, entry.itemId);
    return product ? { ...entry, ...entryWords(shown, product, entry.chosenVariant.attributes) } : entry;
  });
}

/** The whole cart in `language` (entriesInLanguage, shippingInLanguage, refusedCouponsIn). */
export function cartInLanguage<Cart extends ShoppingCart>(
  site: Site,
  cart: Cart,
  language: SiteLanguage | undefined,
): Cart {
  const invalidCoupons = refusedCouponsIn(site, cart, language);
  if (!language && invalidCoupons === cart.invalidCoupons) return cart;
  return {
    ...cart,
    entries: entriesInLanguage(site, cart.entries, language),
    ...shippingInLanguage(site, cart, language),
    invalidCoupons,
  };
}

/**
 * The cart's shipping options named as the owner's translations into `language` name them
 * (issue 25); their ids and prices stay, so the order placed keeps the option itself.
 */
function shippingInLanguage(
  site: Site,
  cart: ShoppingCart,
  language: SiteLanguage | undefined,
): Pick<ShoppingCart, 'shippingOptions' | 'selectedShippingOption'> {
  const { shippingOptions, selectedShippingOption } = cart;
  if (!language || shippingOptions.length === 0) return { shippingOptions, selectedShippingOption };
  const names = new Map(storeSettings(localizedSite(site, language)).shippingOptions.map((o) => [o.id, o.name]));
  const named = <Option extends { id: string; name: string }>(option: Option): Option => ({
    ...option,
    name: names.get(option.id) || option.name,
  });
  return {
    shippingOptions: shippingOptions.map(named),
    selectedShippingOption: selectedShippingOption && named(selectedShippingOption),
  };
}

/**
 * Why the cart's coupons do not apply, as a page in `language` (else the site's own) says it:
 * its words, and its money (pageMoney) for the minimum. The reasons are worded again rather
 * than translated, as the amount inside them is written in the store's way (cartJson does not
 * know the page). A refused coupon stays refused: the subtotal is the cart's, and time only
 * expires coupons.
 */
function refusedCouponsIn(
  site: Site,
  cart: ShoppingCart,
  language: SiteLanguage | undefined,
): ShoppingCart['invalidCoupons'] {
  if (cart.invalidCoupons.length === 0) return cart.invalidCoupons;
  const words = interfaceWords(language?.locale ?? site.website.language);
  // The site's own language in English: as cartJson worded them.
  if (!language && words === ENGLISH_WORDS) return cart.invalidCoupons;
  const settings = storeSettings(site);
  const money = pageMoney(settings, language?.locale);
  return cart.invalidCoupons.map(({ code, reason }) => {
    const coupon = settings.coupons.find((c) => c.code === code);
    return { code, reason: couponRefusal(coupon, cart.subtotalCents, { money, words }) ?? reason };
  });
}

/** The answer for a stored cart, or for no cart yet (`cart` null: empty, nothing stored). */
export function cartJson(site: Site, cart: CartRow | null, entries: readonly EntryRow[]): ShoppingCartJson {
  const priced = priceEntries(site, entries);
  const totals = cartTotals(site, priced, {
    shippingLocation: cart?.shippingLocation,
    selectedShippingOptionId: cart?.selectedShippingOptionId,
    couponCodes: cart?.couponCodes,
  });
  return {
    id: cart?.id ?? null,
    websiteId: site.id,
    orderId: cart?.orderId ?? null,
    created: cart?.created ?? null,
    isPurchased: cart?.isPurchased ?? false,
    entries: priced.map((line) => entryJson(line, site)),
    shippingOptions: totals.shippingOptions,
    selectedShippingOption: totals.selectedShippingOption,
    shippingLocation: cart?.shippingLocation ?? null,
    applicableTaxRules: totals.applicableTaxRules,
    coupons: cart?.couponCodes ?? [],
    validCoupons: totals.validCoupons,
    invalidCoupons: totals.invalidCoupons,
    subtotalCents: totals.subtotalCents,
    taxCents: totals.taxCents,
    shippingCostCents: totals.shippingCostCents,
    discountCents: totals.discountCents,
    grandTotalCents: totals.grandTotalCents,
    totalQuantity: totals.totalQuantity,
    hasDigital: totals.hasDigital,
    purelyDigital: totals.purelyDigital,
    requiresShipping: totals.requiresShipping,
  };
}
