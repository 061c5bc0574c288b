/**
 * The owner's translation editor (issue 25, `/api/owner/translations/{locale}`): every
 * translatable text of the site beside its original, with its state. A translation remembers
 * a hash of the original it was made from (the translation document's `sources`), so a later
 * change of the original shows it as out of date.
 *
 * @module
 */

/**
 * `missing`: no translation; `outdated`: the original changed since it was translated (pages
 * show the newer original until the owner translates it again or keeps it: saves it unchanged);
 * `done`.
 */
export const TRANSLATION_STATES = ['missing', 'outdated', 'done'] as const;
export type TranslationState = (typeof TRANSLATION_STATES)[number];

/** One translatable text. */
export interface TranslationEntry {
  /** Its path in the translation document, each step URI-encoded and joined by `/`: `collections/shop/items/jacket/title`. */
  id: string;
  /** Where the owner finds it: 'Shop › Canvas Field Jacket › Title'. */
  label: string;
  /** Whether the text is HTML (a page's or item's body or excerpt), edited as rich text. */
  rich: boolean;
  /** The original in the site's own language (its draft). */
  original: string;
  /** The translation, or null when there is none. */
  translation: string | null;
  state: TranslationState;
  /** The page of the primary language that shows it (`/shop/jacket`), for the preview. */
  page: string;
  /**
   * The hash of `original`, as the translation document's `sources` records it beside a
   * translation made from it (the live preview lays unsaved translations over the site with it).
   */
  source: string;
  /** For an out-of-date translation: the original it was made from, when known. */
  previousOriginal?: string;
  /**
   * The translation the site ships (an e-mail subject's, from the language's catalogue): what
   * the language's visitors get while `translation` is null, so such a text is not missing.
   * The owner's translation, once saved, is used instead.
   */
  builtIn?: string;
}

/** `GET /api/owner/translations`: the site's own language and the extra ones it serves (what can be translated into). */
export interface TranslationLanguages {
  primaryLanguage: { locale: string; label: string };
  languages: { locale: string; label: string; urlPrefix: string }[];
}

/** `GET /api/owner/translations/{locale}?state=missing|outdated|done`. */
export interface TranslationList {
  locale: string;
  /** The translation document's draft revision, or null when the language has none yet. */
  revision: number | null;
  publishedRevision: number | null;
  /** How many texts are in each state (whatever the filter). */
  counts: Record<TranslationState, number>;
  entries: TranslationEntry[];
}

/** `PUT /api/owner/translations/{locale}`: translations by entry id (`null` or '' removes one). */
export interface TranslationSave {
  /** The revision the edit started from; left out only while the language has no translation document. */
  revision?: number;
  texts: Record<string, string | null>;
}

/** A path of the translation document as an entry id. */
export const translationId = (path: readonly string[]): string => path.map(encodeURIComponent).join('/');

/** An entry id back to its path. */
export const translationPath = (id: string): string[] => id.split('/').map(decodeURIComponent);
