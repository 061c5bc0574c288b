/** A site's translations into one language, as its fixture file and the owner's saves give them. */
import type { Json } from '../sites/types';
import type { RestockBoxText } from '../translations/store-texts';

export interface Translations {
  website?: { siteTitle?: string; siteDescription?: string };
  /** Link url → title, for the header's navigation. */
  navigation?: Record<string, string>;
  /** Link url → title, for the footer's links. */
  footerLinks?: Record<string, string>;
  /** The footer's text. */
  footerText?: string;
  localizedStrings?: Json;
  /**
   * Form id → its words: name, messages and each field's title, description, placeholder and
   * options (`options`: place in the list → its label) by field id. The options themselves stay
   * as they are, the answers stored in the primary language: a translation is only their label.
   */
  forms?: Record<string, Json & { fields?: Record<string, Json> }>;
  /** Option name → its translated name and values (value → translation), for every product (issue 25). */
  productOptions?: Record<string, { name?: string; values?: Record<string, string> }>;
  /**
   * The buyer's e-mails' subjects (server/commerce-mail/email-words.ts EMAIL_SUBJECTS), by key,
   * over the language's catalogue: handed to the mails as `localizedStrings.emailSubjects`.
   */
  emailSubjects?: Record<string, string>;
  /** The donation block's and page's words (`websiteSettings.donations`). */
  donations?: { title?: string; description?: string };
  /** The popup overlay's words (`websiteSettings.popupOverlay`). */
  popupOverlay?: { title?: string; body?: string };
  /** Shipping option id → its translated name (localized-store.ts). */
  shippingOptions?: Record<string, string>;
  /**
   * The restock box's words: each product text by its original (`CTAText` → original →
   * translation, and so on), and the store's success text (localized-store.ts).
   */
  restock?: Partial<Record<RestockBoxText, Record<string, string>>> & { success?: string };
  /** Collection urlId → its translated fields, and its items' by urlId. */
  collections?: Record<string, Json & { items?: Record<string, Json> }>;
}
