/**
 * What the cart, checkout and account islands are handed besides their data (issue 25): the
 * words of the page's language, and where their links go in it.
 *
 * @module
 */
import { CATALOGUES, interfaceWords, pickWords, SHOP_WORD_KEYS, type ShopWords } from '../../domain';
import { languagePath } from '../pages/language-routes';
import type { CartPaths } from '../../islands';
import type { PageLanguage } from '../pages/language-routes';
import type { Site } from '../sites/types';

/** The shop words of the page's language (else the site's own); none for English, the islands' own. */
export function shopWords(site: Site, language: PageLanguage | undefined): { words?: ShopWords } {
  const words = interfaceWords(language?.language.locale ?? site.website.language);
  return words === CATALOGUES.en!.words ? {} : { words: pickWords(words, SHOP_WORD_KEYS) };
}

/** The cart island's links and forms in the page's language; none in the primary one (the island's own). */
export function cartPaths(language: PageLanguage | undefined): { paths?: CartPaths } {
  if (!language) return {};
  const at = (path: string) => languagePath(language.language, path);
  return { paths: { cart: at('/cart'), checkout: at('/checkout'), home: at('/') } };
}
