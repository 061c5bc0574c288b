/**
 * The cart page island's props, from the visitor's cart as the database holds it: each
 * entry's variant text and additional-fields answers (rendered with summary-form-field through
 * the `cart-entry-fields` partial) and the forms the edit dialog shows.
 */
import { addOnFormFields } from '../commerce/add-on-form';
import { findProduct } from '../commerce/catalog';
import { pageMoney, storeSettings } from '../commerce/store-settings';
import { localizedSite } from '../site-settings/localized-site';
import { answerLabel, moneyToCents, productImages, variants, type ShownImage } from '../../domain';
import type { CartPageProps, EntryExtras, FormFieldDef, ShoppingCart } from '../../islands';
import { cartPaths, shopWords } from './shop-words';
import type { ShoppingCartJson } from '../commerce/cart-json';
import type { PageLanguage } from '../pages/language-routes';
import type { Site } from '../sites/types';

const ENTRY_FIELDS_PARTIAL = 'partials/cart-entry-fields.html';

export interface CartPageInput {
  site: Site;
  cart: ShoppingCartJson;
  crumb: string;
  error?: { title: string; message: string };
  /** Under an extra language's prefix: the island's words and links in it. */
  language?: PageLanguage;
}

export function cartPageProps({ site, cart, crumb, error, language }: CartPageInput): CartPageProps {
  const settings = storeSettings(site);
  // The add-on forms in the page's language, as its product pages show them (the owner's translations).
  const shown = language ? localizedSite(site, language.language) : site;
  const forms: Record<string, FormFieldDef[]> = {};
  const extras: Record<string, EntryExtras> = {};
  for (const entry of cart.entries) {
    const fields = addOnFormFields(shown, entry.itemId);
    if (fields) forms[entry.itemId] = fields;
    const product = findProduct(site, entry.itemId);
    const image = product && entryImage(product.item, entry.chosenVariant.sku);
    const regular = product && regularPriceCents(product.item, entry.chosenVariant.sku, entry.purchasePriceCents);
    extras[entry.id] = {
      ...(image ? { image } : {}),
      ...(regular ? { regularPriceCents: regular } : {}),
      fieldsHtml: entry.additionalFields ? fieldsHtml(shown, fields ?? [], entry.additionalFields) : '',
      fieldsFor: entry.additionalFields,
    };
  }
  return {
    cart: cart as unknown as ShoppingCart,
    money: pageMoney(settings, language?.language.locale),
    minimumSubtotalCents: settings.minimumOrderSubtotalCents,
    crumb,
    extras,
    forms,
    ...(error ? { error } : {}),
    ...shopWords(site, language),
    ...cartPaths(language),
  };
}

/** The chosen variant's own image, else the product's first. */
function entryImage(item: unknown, sku: string): ShownImage | undefined {
  const images = productImages(item);
  const imageId = (variants(item).find((v) => v.sku === sku) as { mainImageId?: unknown } | undefined)?.mainImageId;
  return (typeof imageId === 'string' ? images.get(imageId) : undefined) ?? images.values().next().value;
}

/** The variant's regular price when it is on sale and above what the entry pays. */
function regularPriceCents(item: unknown, sku: string, paidCents: number): number | undefined {
  const variant = variants(item).find((v) => v.sku === sku);
  if (!variant?.onSale || !variant.priceMoney) return undefined;
  const cents = moneyToCents(variant.priceMoney);
  return cents > paidCents ? cents : undefined;
}

/** Answers keyed by field id, as summary-form-field reads them (`type`, `rawTitle`, `value`, `values`). */
function fieldsHtml(site: Site, fields: FormFieldDef[], text: string): string {
  let answers: Record<string, unknown>;
  try {
    answers = JSON.parse(text) as Record<string, unknown>;
  } catch {
    return '';
  }
  const known: FormFieldDef[] =
    fields.length > 0 ? fields : Object.keys(answers).map((id) => ({ id, type: 'text', title: id }));
  const list = known.map((field) => {
    // A choice is stored as the option, in the site's own language, and read as its label.
    const value = answerLabel(field, answers[field.id]);
    const structured = value !== null && typeof value === 'object';
    return {
      type: field.type,
      rawTitle: field.title,
      value: structured ? '' : (value ?? ''),
      values: structured ? value : null,
    };
  });
  const partial = site.templates.get(ENTRY_FIELDS_PARTIAL);
  return (
    partial?.render({ answers: list, localizedStrings: site.localizedStrings }, { partials: site.templates.partials })
      .output ?? ''
  );
}
