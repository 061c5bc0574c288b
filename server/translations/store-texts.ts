/**
 * The store's owner texts a visitor reads at checkout and in the restock box (issue 25): each
 * shipping option's name, the restock box's own words a product sets (call to action,
 * placeholder, button, newsletter line) and the store's restock success text. Texts the owner
 * left empty are the site's interface words (the page language's catalogue), not listed here.
 * Each sits at the path its translation is kept under (localized-store.ts reads them back).
 */
import type { SiteText } from './site-text';

type Json = Record<string, unknown>;

const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * A product's restock box words (its merchandising `restockNotificationMessages`), with their
 * labels: each is one text for the whole site, keyed by the original (a "Notify me" reads the
 * same on every product), so a reworded text is a new one and these are never out of date.
 */
export const RESTOCK_BOX_TEXTS = [
  ['CTAText', 'Call to action'],
  ['placeholderText', 'Placeholder'],
  ['buttonText', 'Button'],
  ['mailingListDescription', 'Newsletter line'],
] as const;

export type RestockBoxText = (typeof RESTOCK_BOX_TEXTS)[number][0];

/** The store settings of a site document's `websiteSettings`. */
export function storeSettingsOf(websiteSettings: unknown): Json {
  return isRecord(websiteSettings) && isRecord(websiteSettings.storeSettings) ? websiteSettings.storeSettings : {};
}

/** The owner's restock success text (`merchandisingSettings.restockNotificationsSuccessText`), or ''. */
export function restockSuccessOf(store: Json): string {
  return isRecord(store.merchandisingSettings) ? text(store.merchandisingSettings.restockNotificationsSuccessText) : '';
}

/** Each shipping option by id, named as the checkout lists it. */
export function shippingOptionTexts(websiteSettings: unknown): SiteText[] {
  const options = storeSettingsOf(websiteSettings).shippingOptions;
  if (!Array.isArray(options)) return [];
  return options.flatMap((option) =>
    isRecord(option) && text(option.id) && text(option.name)
      ? [
          {
            path: ['shippingOptions', text(option.id)],
            label: `Shipping options › ${text(option.name)}`,
            rich: false,
            original: String(option.name),
            page: '/checkout',
          },
        ]
      : [],
  );
}

/** The products' restock box words, each once, read on the first product page that shows it. */
export class RestockTexts {
  private readonly byKey = new Map<RestockBoxText, Map<string, string>>();
  private firstPage: string | undefined;

  add(item: Json, page: string): void {
    const merchandising = isRecord(item.merchandising) ? item.merchandising : {};
    const messages = isRecord(merchandising.restockNotificationMessages)
      ? merchandising.restockNotificationMessages
      : {};
    const views = merchandising.restockNotificationViews;
    if (Array.isArray(views) && views.length > 0) this.firstPage ??= page;
    for (const [key] of RESTOCK_BOX_TEXTS) {
      const original = messages[key];
      if (typeof original !== 'string' || !original.trim()) continue;
      let pages = this.byKey.get(key);
      if (!pages) this.byKey.set(key, (pages = new Map()));
      if (!pages.has(original)) pages.set(original, page);
      this.firstPage ??= page;
    }
  }

  /** The box words, then the store's success text (shown once a sign-up is made). */
  texts(websiteSettings: unknown): SiteText[] {
    const texts: SiteText[] = RESTOCK_BOX_TEXTS.flatMap(([key, label]) =>
      [...(this.byKey.get(key) ?? [])].map(([original, page]) => ({
        path: ['restock', key, original],
        label: `Restock box › ${label} › ${original}`,
        rich: false,
        original,
        page,
      })),
    );
    const success = restockSuccessOf(storeSettingsOf(websiteSettings));
    if (success)
      texts.push({
        path: ['restock', 'success'],
        label: 'Restock box › Success message',
        rich: false,
        original: success,
        page: this.firstPage ?? '/',
      });
    return texts;
  }
}
