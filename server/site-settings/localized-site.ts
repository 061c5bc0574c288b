/**
 * A site as one of its extra languages shows it (issue 16): the fixture's translations
 * (`translations/<locale>.json` beside site.json, see fixtures/README.md) laid over its
 * collections, items (their categories and images' alt texts too: localized-categories-images.ts),
 * titles and strings, every site path it links to under the language's
 * prefix, and `website.language` set to the locale, so dates and money are formatted in it.
 * What has no translation shows in the primary language. Built once per loaded site and language
 * (kept in the site's caches); a view has caches of its own (`siteWith`), never its base site's.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { siteWith } from '../sites/site-caches';
import { prefixedUrl } from './languages';
import { catalogueOf, optionValueKey, type SiteLanguage, subscriptionStrings } from '../../domain';
import type { Collection, Item, Json, Site } from '../sites/types';
import { defineSiteSlot } from '../sites/site-caches';
import { SETTINGS_TEXTS } from '../translations/site-text-list';
import { localizedMerchandising, localizedStoreSettings } from './localized-store';
import {
  categoryTranslations,
  rememberTranslatedCategories,
  withTranslatedCategoriesAndImages,
} from './localized-categories-images';

/** The fixture's translations by locale; at most one per language of SITE_LANGUAGES. */
const translationsSlot = defineSiteSlot('translations', () => new Map<string, Translations>());
/** The site's view in each extra language, by locale; at most one per language of SITE_LANGUAGES. */
const languageViewsSlot = defineSiteSlot('languageViews', () => new Map<string, Site>());

/** The fields a translation may replace: words, never ids, urls, prices or stock. */
const TRANSLATABLE = ['title', 'description', 'body', 'excerpt', 'altText'] as const;

import type { Translations } from './translations-shape';
export type { Translations };

const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The site's translations into `locale`: {} when its fixtures have none. */
export function translationsOf(site: Site, locale: string): Translations {
  const byLocale = site.caches.get(translationsSlot);
  let translations = byLocale.get(locale);
  if (!translations) {
    translations = {};
    // A site from the content store holds its translations; a fixture site reads its folder.
    const parsed: unknown = site.stored ? site.stored.translations.get(locale) : readTranslationFile(site, locale);
    if (isRecord(parsed)) translations = parsed as Translations;
    byLocale.set(locale, translations);
  }
  return translations;
}

function readTranslationFile(site: Site, locale: string): unknown {
  const file = join(site.dir, 'translations', `${locale}.json`);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

function translated<T extends Json>(original: T, given: unknown): T {
  if (!isRecord(given)) return original;
  const copy: Json = { ...original };
  for (const field of TRANSLATABLE) if (typeof given[field] === 'string') copy[field] = given[field];
  return copy as T;
}

/** What a form's translation may replace: words a visitor reads, never ids, types or options. */
const FORM_TEXTS = ['name', 'submissionMessage', 'submissionHTML', 'disclaimerMessage'] as const;
const FIELD_TEXTS = ['title', 'description', 'placeholder'] as const;

/**
 * Each option's label in the language (its translation at the option's place, else the option
 * itself), beside the options the answers keep (server/forms/form-choices.ts pairs them); none
 * when no option is translated.
 */
function optionLabels(options: unknown, given: unknown): string[] | undefined {
  if (!Array.isArray(options) || !isRecord(given)) return undefined;
  let translated = false;
  const labels = options.map((option, index) => {
    const label = given[String(index)];
    if (typeof label !== 'string' || !label) return String(option);
    translated = true;
    return label;
  });
  return translated ? labels : undefined;
}

function localizedForm(form: Json, given: unknown): Json {
  if (!isRecord(given)) return form;
  const copy: Json = { ...form };
  for (const key of FORM_TEXTS) if (typeof given[key] === 'string') copy[key] = given[key];
  const fields = isRecord(given.fields) ? given.fields : {};
  if (Array.isArray(form.fields))
    copy.fields = form.fields.map((field) => {
      const own = isRecord(field) && typeof field.id === 'string' ? fields[field.id] : undefined;
      if (!isRecord(field) || !isRecord(own)) return field;
      const shown: Json = { ...field };
      for (const key of FIELD_TEXTS) if (typeof own[key] === 'string') shown[key] = own[key];
      const labels = optionLabels(field.options, own.options);
      if (labels) shown.optionLabels = labels;
      return shown;
    });
  return copy;
}

/**
 * A product's additional-fields form as the language shows it: the site's form it names (loaded
 * into the item by server/sites/load-site.ts), replaced by that form's view in the language.
 */
function withLocalizedAddOnForm(item: Item, forms: ReadonlyMap<string, Json>): Item {
  const content = item.structuredContent;
  const formId = isRecord(content) ? content.additionalFieldsFormId : undefined;
  const form = typeof formId === 'string' ? forms.get(formId) : undefined;
  if (!form || !isRecord(content) || content.additionalFieldsForm === form) return item;
  return { ...item, structuredContent: { ...content, additionalFieldsForm: form } };
}

function localizedCollection(
  site: Site,
  collection: Collection,
  language: SiteLanguage,
  given: Translations['collections'],
  forms: ReadonlyMap<string, Json>,
  categories: ReadonlyMap<string, string>,
): Collection {
  const own = given?.[collection.urlId];
  const items = isRecord(own?.items) ? own.items : {};
  return {
    ...translated(collection, own),
    fullUrl: prefixedUrl(collection.fullUrl, language, site),
    ...(categories.size ? { categoryNames: Object.fromEntries(categories) } : {}),
    items: collection.items.map(
      (item): Item =>
        withLocalizedAddOnForm(
          withTranslatedCategoriesAndImages(
            { ...translated(item, items[item.urlId]), fullUrl: prefixedUrl(item.fullUrl, language, site) },
            items[item.urlId],
            categories,
          ),
          forms,
        ),
    ),
  };
}

/**
 * The strings with the owner's option translations where the product form reads them
 * (domain/product-form.ts): names under `productOptionNames`, over any the strings have, and
 * values under `productOptionValues`.
 */
function withProductOptions(strings: Json, options: Translations['productOptions']): Json {
  if (!isRecord(options)) return strings;
  const names: Json = { ...(isRecord(strings.productOptionNames) ? strings.productOptionNames : {}) };
  const values: Json = {};
  for (const [name, option] of Object.entries(options)) {
    if (!isRecord(option)) continue;
    if (typeof option.name === 'string' && option.name) names[name] = option.name;
    if (isRecord(option.values))
      for (const [value, label] of Object.entries(option.values))
        if (typeof label === 'string' && label) values[optionValueKey(name, value)] = label;
  }
  return { ...strings, productOptionNames: names, productOptionValues: values };
}

/** The site's settings with the translated words of its donations and popup overlay over the originals. */
function localizedSettings(settings: Json, t: Translations): Json {
  const copy: Json = { ...settings };
  let changed = false;
  for (const [group, field] of SETTINGS_TEXTS) {
    const own = copy[group];
    const given = t[group] as Json | undefined;
    const value = isRecord(given) ? given[field] : undefined;
    // A field the owner emptied keeps no translation: the page words its built-in default instead.
    if (!isRecord(own) || typeof value !== 'string' || !value) continue;
    if (typeof own[field] !== 'string' || !own[field].trim()) continue;
    copy[group] = { ...own, [field]: value };
    changed = true;
  }
  return changed ? copy : settings;
}

/** `site` as `language`'s pages show it; the site itself for its own language (`undefined`). */
export function localizedSite(site: Site, language: SiteLanguage | undefined): Site {
  if (!language) return site;
  const byLocale = site.caches.get(languageViewsSlot);
  let view = byLocale.get(language.locale);
  if (!view) {
    const t = translationsOf(site, language.locale);
    const website: Json = { ...site.website, language: language.locale };
    for (const field of ['siteTitle', 'siteDescription'] as const)
      if (typeof t.website?.[field] === 'string') website[field] = t.website[field];
    const forms = new Map([...site.forms].map(([id, form]) => [id, localizedForm(form, t.forms?.[id])]));
    // Each collection's category translations, for its items and for its filter (rememberTranslatedCategories).
    const categories = new Map<string, ReadonlyMap<string, string>>();
    const collections = new Map(
      [...site.collections].map(([urlId, collection]) => {
        const names = categoryTranslations(t.collections?.[urlId]);
        categories.set(urlId, names);
        return [urlId, localizedCollection(site, collection, language, t.collections, forms, names)] as const;
      }),
    );
    view = siteWith(site, {
      website,
      websiteSettings: localizedStoreSettings(localizedSettings(site.websiteSettings, t), t),
      merchandising: localizedMerchandising(site.merchandising, t),
      // The language's catalogue, then the translations' own: never the primary language's
      // strings, which would put its words (an English "sold out") on the language's pages.
      localizedStrings: withProductOptions(
        {
          // The subscription prices' wordings in the language (spec §9 keys), then its catalogue's.
          ...subscriptionStrings(catalogueOf(language.locale).words),
          ...catalogueOf(language.locale).strings,
          ...(isRecord(t.localizedStrings) ? t.localizedStrings : {}),
          ...(isRecord(t.emailSubjects) ? { emailSubjects: t.emailSubjects } : {}),
        },
        t.productOptions,
      ),
      navigation: site.navigation.map((link) => ({
        title: t.navigation?.[link.url] ?? link.title,
        url: prefixedUrl(link.url, language, site),
      })),
      collections,
      forms,
    });
    rememberTranslatedCategories(view, categories);
    byLocale.set(language.locale, view);
  }
  return view;
}
