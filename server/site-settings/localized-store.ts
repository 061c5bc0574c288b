/**
 * The store's owner texts as a language's pages show them (issue 25): the shipping options'
 * names (by option id) and the store's restock success text in `websiteSettings.storeSettings`,
 * and each product's restock box words (by original) in its merchandising context. Only words:
 * ids, prices and thresholds stay the store's, so a cart priced in the view is priced the same.
 * A text the owner left empty keeps no translation: the page words its interface word instead.
 */
import { RESTOCK_BOX_TEXTS, restockSuccessOf, storeSettingsOf } from '../translations/store-texts';
import type { Json } from '../sites/types';
import type { Translations } from './translations-shape';

const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const given = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** `websiteSettings` with the translated shipping option names and restock success text. */
export function localizedStoreSettings(websiteSettings: Json, t: Translations): Json {
  const store = storeSettingsOf(websiteSettings);
  const names = t.shippingOptions ?? {};
  const success = t.restock?.success;
  const hasNames = Array.isArray(store.shippingOptions) && Object.keys(names).length > 0;
  const hasSuccess = given(success) && restockSuccessOf(store) !== '';
  if (!hasNames && !hasSuccess) return websiteSettings;
  const copy: Json = { ...store };
  if (hasNames)
    copy.shippingOptions = (store.shippingOptions as unknown[]).map((option) =>
      isRecord(option) && typeof option.id === 'string' && given(names[option.id])
        ? { ...option, name: names[option.id] }
        : option,
    );
  if (hasSuccess)
    copy.merchandisingSettings = {
      ...(store.merchandisingSettings as Json),
      restockNotificationsSuccessText: success,
    };
  return { ...websiteSettings, storeSettings: copy };
}

/** Product id → merchandising context, with each product's restock box words translated. */
export function localizedMerchandising(merchandising: Record<string, Json>, t: Translations): Record<string, Json> {
  const restock = t.restock;
  if (!isRecord(restock)) return merchandising;
  const shown: Record<string, Json> = {};
  for (const [productId, context] of Object.entries(merchandising)) {
    const messages = context.restockNotificationMessages;
    if (!isRecord(messages)) {
      shown[productId] = context;
      continue;
    }
    const words: Json = { ...messages };
    for (const [key] of RESTOCK_BOX_TEXTS) {
      const original = messages[key];
      const byOriginal = restock[key];
      const translation = typeof original === 'string' && isRecord(byOriginal) ? byOriginal[original] : undefined;
      if (given(translation)) words[key] = translation;
    }
    shown[productId] = { ...context, restockNotificationMessages: words };
  }
  return shown;
}
