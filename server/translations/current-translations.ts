/**
 * A translation document as pages use it (issue 25): out-of-date translations left out, so a
 * page shows the newer original until the owner translates it again or keeps the translation
 * (translation-sources.ts has the rule). Read from the published documents when a stored site
 * is built. The header's and footer's words are left for the header (header-footer-view.ts):
 * their originals are the owner's saved header and footer, which are not documents.
 */
import { madeFrom, translationAt } from './translation-sources';
import { siteTextList, type SiteDocuments } from './site-text-list';

type Json = Record<string, unknown>;

const HEADER_AND_FOOTER = new Set(['navigation', 'footerLinks', 'footerText']);

const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `document` without the translations made from an original that has changed since; a copy when any is left out. */
export function currentTranslations(document: unknown, site: Omit<SiteDocuments, 'headerFooter'>): unknown {
  if (!isRecord(document)) return document;
  let copy: Json | undefined;
  for (const text of siteTextList({ ...site, headerFooter: null })) {
    if (HEADER_AND_FOOTER.has(text.path[0]!)) continue;
    if (translationAt(document, text.path) === null || madeFrom(document, text.path, text.original)) continue;
    copy ??= structuredClone(document);
    let at: unknown = copy;
    for (const step of text.path.slice(0, -1)) at = (at as Json)[step];
    delete (at as Json)[text.path[text.path.length - 1]!];
  }
  return copy ?? document;
}
