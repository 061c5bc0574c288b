/**
 * The storefront's interface words, one catalogue per language (en.ts, fr.ts, de.ts, es.ts):
 * what pages, islands and e-mails print around the owner's content. The owner's own words
 * (titles, navigation, footer text, forms) are translated in the site's translations instead.
 * A page in a language without a catalogue gets English.
 *
 * Every language's catalogue (`CATALOGUES`, `catalogueOf`, `interfaceWords`) is in catalogues.ts,
 * which domain/index.ts exports beside this index rather than through it: the storefront build
 * keeps whole every module its islands share (scripts/shared-chunk.ts), so whatever this index
 * exported would ship to every page, and the islands only ever get their own language's words
 * from the server.
 *
 * @module
 */
import { en } from './en';
import type { InterfaceWords } from './catalogue';

export type { Catalogue, EmailWords, InterfaceStrings, InterfaceWords } from './catalogue';

/** The English words: what an island says when the server sends no words of another language. */
export const ENGLISH_WORDS: InterfaceWords = en.words;

/** `{name}` placeholders filled in: `fillWords('Cart, {count}', { count: '2 items' })`. */
export function fillWords(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

/**
 * The words around one placeholder, the others filled in, for a page that wraps that value in
 * markup of its own (a cost in its span, a code in `<code>`): `wordsAround('{name}\u202f: {value}',
 * 'value', { name: 'Standard' })` is `['Standard\u202f: ', '']`. A text without it is all before.
 */
export function wordsAround(
  text: string,
  slot: string,
  values: Record<string, string | number>,
): [before: string, after: string] {
  const marker = `{${slot}}`;
  const at = text.indexOf(marker);
  if (at < 0) return [fillWords(text, values), ''];
  return [fillWords(text.slice(0, at), values), fillWords(text.slice(at + marker.length), values)];
}

export {
  ADD_TO_CART_WORD_KEYS,
  DONATION_WORD_KEYS,
  FORM_WORD_KEYS,
  CAPTCHA_WORD_KEYS,
  POPUP_OVERLAY_WORD_KEYS,
  GALLERY_WORD_KEYS,
  LIKE_WORD_KEYS,
  MEMBERSHIP_WORD_KEYS,
  SHOP_WORD_KEYS,
  pickWords,
} from './island-words';
export type {
  AddToCartWords,
  CaptchaWords,
  DonationWords,
  FormWords,
  PopupOverlayWords,
  GalleryWords,
  LikeWords,
  MembershipWords,
  ShopWords,
} from './island-words';
export { sayerIn, translateMessage } from './translate-message';
