/**
 * Where each text of the site stands in one language (issue 25): missing (no translation),
 * out of date (the original changed since it was translated: translation-sources.ts has the
 * rule) or done, and the edit of the translation document that records, with each
 * translation, the original it was made from. A text the site ships a translation of (an
 * e-mail subject: the language's catalogue) is done while the owner has typed none, as that
 * translation is what the language's visitors read; the owner's, once typed, is used instead.
 */
import { translationId, type TranslationEntry, type TranslationState } from '../../domain';
import { madeFrom, ORIGINALS, previousOriginal, SOURCES, sourceHash, translationAt } from './translation-sources';
import type { SiteText } from './site-text-list';

export { sourceHash, SOURCES, translationAt } from './translation-sources';

type Json = Record<string, unknown>;

const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `locale`: the language of `document`, for the translations the site ships into it. */
export function stateOf(text: SiteText, document: unknown, locale?: string): TranslationState {
  if (translationAt(document, text.path) === null)
    return locale !== undefined && text.builtIn?.(locale) !== undefined ? 'done' : 'missing';
  return madeFrom(document, text.path, text.original, text.imported) ? 'done' : 'outdated';
}

/** Each text with its translation into `locale` (the language of `document`) and its state. */
export function translationEntries(texts: readonly SiteText[], document: unknown, locale?: string): TranslationEntry[] {
  return texts.map((text) => {
    const state = stateOf(text, document, locale);
    const before = state === 'outdated' ? previousOriginal(document, text.path, text.imported) : undefined;
    const builtIn = locale === undefined ? undefined : text.builtIn?.(locale);
    return {
      id: translationId(text.path),
      label: text.label,
      rich: text.rich,
      original: text.original,
      translation: translationAt(document, text.path),
      state,
      page: text.page,
      source: sourceHash(text.original),
      ...(before !== undefined ? { previousOriginal: before } : {}),
      ...(builtIn !== undefined ? { builtIn } : {}),
    };
  });
}

export function stateCounts(entries: readonly TranslationEntry[]): Record<TranslationState, number> {
  const counts = { missing: 0, outdated: 0, done: 0 };
  for (const entry of entries) counts[entry.state]++;
  return counts;
}

/** The document's record under `key`, copied into `copy` (created when absent). */
function ownRecord(copy: Json, key: string): Json {
  return isRecord(copy[key]) ? copy[key] : {};
}

/**
 * The translation document with `texts` (entry id → translation, '' or null removes it) put in
 * place, each with the hash of the original it translates and that original. Saving a
 * translation unchanged is how the owner keeps it: it is then current for the new original.
 * Copies; never changes `document`.
 */
export function withTranslations(document: unknown, texts: ReadonlyMap<SiteText, string | null>): Json {
  const copy = structuredClone(isRecord(document) ? document : {}) as Json;
  const sources = ownRecord(copy, SOURCES);
  const originals = ownRecord(copy, ORIGINALS);
  for (const [text, value] of texts) {
    const id = translationId(text.path);
    let at = copy;
    for (const step of text.path.slice(0, -1)) {
      if (!isRecord(at[step])) at[step] = {};
      at = at[step] as Json;
    }
    const last = text.path[text.path.length - 1]!;
    if (value === null || value === '') {
      delete at[last];
      delete sources[id];
      delete originals[id];
    } else {
      at[last] = value;
      sources[id] = sourceHash(text.original);
      originals[id] = text.original;
    }
  }
  for (const [key, record] of [
    [SOURCES, sources],
    [ORIGINALS, originals],
  ] as const)
    if (Object.keys(record).length) copy[key] = record;
    else delete copy[key];
  return copy;
}
