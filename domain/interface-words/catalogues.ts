/**
 * Every language's interface words (issue 25): the server picks a page's catalogue by its
 * locale. Kept out of interface-words/index.ts so island bundles, which get their words from the
 * server, never carry the other languages (see that index's note).
 *
 * @module
 */
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import type { Catalogue, InterfaceWords } from './catalogue';

export const CATALOGUES: Readonly<Record<string, Catalogue>> = Object.freeze({ en, fr, de, es });

/** The catalogue of a BCP 47 locale's language (`fr-CA` → French); English otherwise. */
export function catalogueOf(locale: unknown): Catalogue {
  const language = typeof locale === 'string' ? locale.split(/[-_]/)[0]!.toLowerCase() : '';
  return Object.hasOwn(CATALOGUES, language) ? CATALOGUES[language]! : en;
}

/** The interface words for a locale (the catalogue's `words`). */
export function interfaceWords(locale: unknown): InterfaceWords {
  return catalogueOf(locale).words;
}
