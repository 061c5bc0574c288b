/**
 * The storefront's interface words, one catalogue per language (en.ts, fr.ts, de.ts, es.ts):
 * what pages, islands and e-mails print around the owner's content. The owner's own words
 * (titles, navigation, footer text, forms) are translated in the site's translations instead.
 * A page in a language without a catalogue gets English.
 *
 * @module
 */
import type { Catalogue, InterfaceWords } from './catalogue';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';

export type { Catalogue, EmailWords, InterfaceStrings, InterfaceWords } from './catalogue';

// Marked pure so island bundles that read only the English words leave the other catalogues out.
export const CATALOGUES: Readonly<Record<string, Catalogue>> = /* @__PURE__ */ Object.freeze({ en, fr, de, es });

/** The English words: what an island says when the server sends no words of another language. */
export const ENGLISH_WORDS: InterfaceWords = en.words;

/** The catalogue of a BCP 47 locale's language (`fr-CA` → French); English otherwise. */
export function catalogueOf(locale: unknown): Catalogue {
  const language = typeof locale === 'string' ? locale.split(/[-_]/)[0]!.toLowerCase() : '';
  return Object.hasOwn(CATALOGUES, language) ? CATALOGUES[language]! : en;
}

/** The interface words for a locale (the catalogue's `words`). */
export function interfaceWords(locale: unknown): InterfaceWords {
  return catalogueOf(locale).words;
}

/** `{name}` placeholders filled in: `fillWords('Cart, {count}', { count: '2 items' })`. */
export function fillWords(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

export {
  ADD_TO_CART_WORD_KEYS,
  DONATION_WORD_KEYS,
  FORM_WORD_KEYS,
  GALLERY_WORD_KEYS,
  LIKE_WORD_KEYS,
  MEMBERSHIP_WORD_KEYS,
  SHOP_WORD_KEYS,
  pickWords,
} from './island-words';
export type {
  AddToCartWords,
  DonationWords,
  FormWords,
  GalleryWords,
  LikeWords,
  MembershipWords,
  ShopWords,
} from './island-words';
export { sayerIn, translateMessage } from './translate-message';
