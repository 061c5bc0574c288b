/**
 * The product form's props from an item and the render's context: site settings, localized
 * strings and the merchandising context (language reference §12.3 `variants-select`,
 * `quantity-input`, `add-to-cart-btn`, `product-checkout`).
 */
import {
  ADD_TO_CART_WORD_KEYS,
  CATALOGUES,
  pickWords,
  productFormProps,
  type InterfaceWords,
  type ChooserKind,
  type FormParts,
  type ProductFormProps,
  type ScarcityView,
  formatMoneyNode,
  type MoneyNode,
} from '../../../domain';
import { ownProperty, toFlag, toText } from '../../convert';
import { formatMessage } from '../i18n/message';
import { legacyMoney, usesCldrMoney } from './money-text';
import { cachedFormProps, type FormSettings } from './product-form-cache';
import { memoByItem } from './item-memo';
import type { Scope } from '../../types';

/** Money as plain text, the way the site shows it (a script-driven form writes text, not markup). */
export function moneyText(node: MoneyNode, scope: Scope): string {
  return usesCldrMoney(scope) ? formatMoneyNode(node, { locale: scope.locale ?? 'en-US' }) : legacyMoney(node);
}

export function merchandisingOf(item: unknown, scope: Scope): Record<string, unknown> | undefined {
  const id = toText(ownProperty(item, 'id'));
  const entry = id ? ownProperty(scope.resolve('productMerchandisingContext'), id) : undefined;
  return entry !== null && typeof entry === 'object' ? (entry as Record<string, unknown>) : undefined;
}

/**
 * `websiteSettings.storeSettings.variantChooser`: 'radio' shows radio buttons, anything else
 * dropdowns (fixtures/README.md).
 */
function chooserOf(scope: Scope): ChooserKind {
  return scope.resolve('websiteSettings.storeSettings.variantChooser') === 'radio' ? 'radio' : 'select';
}

/** Language reference §12.2 "multiple quantity for services": toFlag when present and non-null, else true. */
function multipleQuantityForServices(scope: Scope): boolean {
  const value = scope.resolve('websiteSettings.storeSettings.multipleQuantityAllowedForServices');
  return value === undefined || value === null ? true : toFlag(value);
}

/** Scarcity views tied to variant attributes, with their text filled as the scarcity formatter fills it. */
function variantScarcity(item: unknown, scope: Scope): ScarcityView[] {
  const context = merchandisingOf(item, scope);
  if (!context || !toFlag(context.scarcityEnabled) || !Array.isArray(context.scarcityTemplateViews)) return [];
  const pattern = typeof context.scarcityText === 'string' ? context.scarcityText : '';
  const views: ScarcityView[] = [];
  for (const view of context.scarcityTemplateViews) {
    const attributes = ownProperty(view, 'attributes');
    if (attributes === null || typeof attributes !== 'object' || Object.keys(attributes).length === 0) continue;
    const qty = Number(ownProperty(view, 'qtyInStock'));
    const stock = Number.isFinite(qty) ? qty : '';
    const text = scope.locale
      ? formatMessage(pattern, { named: { qtyInStock: stock }, positional: [stock] }, scope)
      : pattern.replace(/\{qtyInStock\}/g, String(stock));
    views.push({ attributes: Object.fromEntries(Object.entries(attributes).map(([k, v]) => [k, toText(v)])), text });
  }
  return views;
}

/**
 * The page language's home (`header.homeUrl`: `/fr`), so islands sending the visitor on to the
 * shop's pages (express checkout, membership sign-in) open them in it; none for `/`.
 */
export function pageHomeOf(scope: Scope): string | undefined {
  const home = scope.resolve('header.homeUrl');
  return typeof home === 'string' && home !== '/' ? home : undefined;
}

/**
 * An island's `keys` of the page's words on a page in another language (the render's
 * `words`); none on English pages or when the render has no catalogue.
 */
export function pageWordsOf<K extends keyof InterfaceWords>(
  scope: Scope,
  keys: readonly K[],
): Pick<InterfaceWords, K> | undefined {
  const words = scope.resolve('words');
  if (words === null || typeof words !== 'object' || words === CATALOGUES.en!.words) return undefined;
  if (typeof (words as Partial<InterfaceWords>)[keys[0]!] !== 'string') return undefined;
  return pickWords(words as InterfaceWords, keys);
}

/**
 * The props, kept per item object and parts while every setting and string they read resolves
 * the same (memoByItem): working out the settings and their key again on every render was most
 * of what the product form cost an uncached product page (issue 28). Beneath, the props are
 * kept by their settings (product-form-cache.ts), for a render whose context objects are new
 * but whose settings are not.
 */
export function productFormPropsOf(item: unknown, parts: FormParts, scope: Scope): ProductFormProps {
  const name = `product-form:${parts.variants ? 'v' : ''}${parts.quantity ? 'q' : ''}${parts.button ? 'b' : ''}`;
  return memoByItem(name, item, scope, (reading) => propsFromSettings(item, parts, reading));
}

function propsFromSettings(item: unknown, parts: FormParts, scope: Scope): ProductFormProps {
  const currency = scope.resolve('websiteSettings.storeSettings.selectedCurrency');
  const settings: FormSettings = {
    parts,
    locale: scope.locale ?? 'en-US',
    currency: typeof currency === 'string' && /^[A-Z]{3}$/.test(currency) ? currency : 'USD',
    chooser: chooserOf(scope),
    expressCheckout: toFlag(scope.resolve('websiteSettings.storeSettings.expressCheckout')),
    multipleQuantityAllowedForServices: multipleQuantityForServices(scope),
    scarcity: variantScarcity(item, scope),
    customSoldOutText: toText(merchandisingOf(item, scope)?.customSoldOutText).trim(),
    cldrMoney: usesCldrMoney(scope),
    pageHome: pageHomeOf(scope),
    words: pageWordsOf(scope, ADD_TO_CART_WORD_KEYS),
  };
  const localized = (key: string) => {
    const value = scope.resolve(`localizedStrings.${key}`);
    return typeof value === 'string' && value ? value : undefined;
  };
  return cachedFormProps(scope.memo, item, settings, localized, (read) =>
    productFormProps({ ...settings, item, localized: read, money: (node) => moneyText(node, scope) }),
  );
}
