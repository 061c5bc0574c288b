/**
 * Every translatable text of a site (issue 25): the site's title and description, the header's
 * navigation and footer labels and footer text (the owner's saved header and footer, else the
 * site document's), the site's own strings, each collection's and item's words (title,
 * description, body, excerpt, alt text; a gallery image's caption is its title and body), the
 * alt texts of a product's other images and each collection's category names
 * (image-category-texts.ts), the products' option names and values, each form's
 * name, messages, field labels and choice options (a product's add-on form's too, read on its
 * page), the donation block's and popup overlay's own words, the store's shipping option names
 * and restock box words (store-texts.ts), and the subjects of the visitors' e-mails.
 * Pure: read from the drafts for the editor (site-texts.ts) and from the published documents
 * for pages (current-translations.ts). Each text sits at the path the translation document
 * (server/site-settings/localized-site.ts) keeps its translation under, so what is listed here
 * is exactly what /fr can show.
 */
import { catalogueOf, type SiteHeaderFooter } from '../../domain';
import { EMAIL_SUBJECTS } from '../commerce-mail/email-words';
import { RestockTexts, shippingOptionTexts } from './store-texts';
import { CategoryTexts, itemImageTexts } from './image-category-texts';

type Json = Record<string, unknown>;

/** The fields of a collection or item that a translation may replace (localized-site.ts TRANSLATABLE). */
const CONTENT_FIELDS = ['title', 'description', 'body', 'excerpt', 'altText'] as const;
const RICH_FIELDS: readonly string[] = ['body', 'excerpt'];
const FIELD_LABELS: Record<string, string> = {
  title: 'Title',
  description: 'Description',
  body: 'Body',
  excerpt: 'Excerpt',
  altText: 'Alt text',
};

import type { SiteText } from './site-text';
export type { SiteText };

const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
/** An HTML original with no words (an empty paragraph) has nothing to translate. */
const hasWords = (value: string) => value.replace(/<[^>]*>/g, '').trim() !== '';

/** Link url → title, of the site document's links. */
function titlesByUrl(links: unknown): Map<string, string> {
  if (!Array.isArray(links)) return new Map();
  return new Map(links.flatMap((l) => (isRecord(l) && typeof l.url === 'string' ? [[l.url, text(l.title)]] : [])));
}

/** `imported`: the site document's titles by url, when the links shown are the owner's saved ones. */
function linkTexts(
  group: 'navigation' | 'footerLinks',
  heading: string,
  links: unknown,
  imported: Map<string, string> | undefined,
): SiteText[] {
  if (!Array.isArray(links)) return [];
  return links.flatMap((link) =>
    isRecord(link) && typeof link.url === 'string' && text(link.title)
      ? [
          {
            path: [group, link.url],
            label: `${heading} › ${text(link.title)}`,
            rich: false,
            original: String(link.title),
            page: '/',
            ...(imported ? { imported: imported.get(link.url) ?? '' } : {}),
          },
        ]
      : [],
  );
}

function fieldTexts(record: Json, path: string[], heading: string, page: string): SiteText[] {
  return CONTENT_FIELDS.flatMap((field) => {
    const value = record[field];
    if (typeof value !== 'string' || !hasWords(value)) return [];
    return [
      {
        path: [...path, field],
        label: `${heading} › ${FIELD_LABELS[field]}`,
        rich: RICH_FIELDS.includes(field),
        original: value,
        page,
      },
    ];
  });
}

/** The documents the texts are read from: the drafts (the editor) or the published ones (pages). */
export interface SiteDocuments {
  /** The site document's body. */
  settings: Json;
  /** Collection documents by key, in key order. */
  collections: readonly { key: string; body: Json }[];
  /** Item bodies by `<collection key>/<item key>`. */
  items: ReadonlyMap<string, Json>;
  /** Form documents' bodies, in key order. */
  forms: readonly Json[];
  /** The owner's saved header and footer, or null for the site document's. */
  headerFooter: SiteHeaderFooter | null;
}

/**
 * The site's texts in the order an owner reads the site: site, header, footer, strings, then
 * each collection (by key) with its items in the collection's order (each item's fields, then
 * its other images' alt texts) and its category names, the products' options,
 * then each form, the settings' words, the shipping options and restock box words, then the
 * e-mail subjects.
 */
export function siteTextList(documents: SiteDocuments): SiteText[] {
  const { settings, headerFooter } = documents;
  const website = isRecord(settings.website) ? settings.website : {};
  const footer = isRecord(settings.footer) ? settings.footer : {};
  const texts: SiteText[] = [];
  for (const [field, label] of [
    ['siteTitle', 'Site › Title'],
    ['siteDescription', 'Site › Description'],
  ] as const)
    if (text(website[field]))
      texts.push({ path: ['website', field], label, rich: false, original: String(website[field]), page: '/' });
  const saved = headerFooter !== null;
  texts.push(
    ...linkTexts(
      'navigation',
      'Navigation',
      saved ? headerFooter.header.navigation : settings.navigation,
      saved ? titlesByUrl(settings.navigation) : undefined,
    ),
  );
  const footerText = saved ? headerFooter.footer.text : text(footer.text);
  if (text(footerText))
    texts.push({
      path: ['footerText'],
      label: 'Footer › Text',
      rich: false,
      original: footerText,
      page: '/',
      ...(saved ? { imported: text(footer.text) } : {}),
    });
  texts.push(
    ...linkTexts(
      'footerLinks',
      'Footer link',
      saved ? headerFooter.footer.links : footer.links,
      saved ? titlesByUrl(footer.links) : undefined,
    ),
  );
  const strings = isRecord(settings.localizedStrings) ? settings.localizedStrings : {};
  for (const [name, value] of Object.entries(strings))
    if (text(value))
      texts.push({
        path: ['localizedStrings', name],
        label: `Site words › ${name}`,
        rich: false,
        original: String(value),
        page: '/',
      });

  const options = new ProductOptions();
  const restock = new RestockTexts();
  const formPages = new Map<string, string>();
  for (const collection of documents.collections) {
    const body = collection.body;
    const urlId = text(body.urlId);
    if (!urlId) continue;
    const heading = text(body.title) || urlId;
    const page = urlId === text(settings.homePage) ? '/' : `/${urlId}`;
    if (text(body.formId) && !formPages.has(text(body.formId))) formPages.set(text(body.formId), page);
    texts.push(...fieldTexts(body, ['collections', urlId], heading, page));
    const categories = new CategoryTexts(urlId, heading, page);
    for (const itemKey of Array.isArray(body.items) ? body.items : []) {
      const item = documents.items.get(`${collection.key}/${String(itemKey)}`);
      const itemUrlId = isRecord(item) ? text(item.urlId) : '';
      if (!isRecord(item) || !itemUrlId) continue;
      const itemPath = ['collections', urlId, 'items', itemUrlId];
      const itemHeading = `${heading} › ${text(item.title) || itemUrlId}`;
      texts.push(...fieldTexts(item, itemPath, itemHeading, `/${urlId}/${itemUrlId}`));
      texts.push(...itemImageTexts(item, itemPath, itemHeading, `/${urlId}/${itemUrlId}`));
      categories.add(item);
      options.add(item, `/${urlId}/${itemUrlId}`);
      restock.add(item, `/${urlId}/${itemUrlId}`);
      // A product's add-on form shows on its page (and the cart's): its texts are read there.
      const addOnForm = isRecord(item.structuredContent) ? text(item.structuredContent.additionalFieldsFormId) : '';
      if (addOnForm && !formPages.has(addOnForm)) formPages.set(addOnForm, `/${urlId}/${itemUrlId}`);
    }
    texts.push(...categories.texts());
  }
  texts.push(...options.texts());
  for (const form of documents.forms) texts.push(...formTexts(form, formPages));
  texts.push(...settingsTexts(settings.websiteSettings));
  texts.push(...shippingOptionTexts(settings.websiteSettings));
  texts.push(...restock.texts(settings.websiteSettings));
  texts.push(...emailSubjectTexts(website.language));
  return texts;
}

/**
 * The owner's words of the site's settings (`websiteSettings`) a visitor reads: the donation
 * block's and page's title and description, and the popup overlay's title and body. A setting
 * the owner left out shows the site's default, which is no text of theirs to translate.
 */
export const SETTINGS_TEXTS = [
  ['donations', 'title', 'Donations › Title', '/donate'],
  ['donations', 'description', 'Donations › Description', '/donate'],
  // Read on the home page, over which it opens (its own /popup-overlay has no language's version).
  ['popupOverlay', 'title', 'Popup overlay › Title', '/'],
  ['popupOverlay', 'body', 'Popup overlay › Body', '/'],
] as const;

function settingsTexts(settings: unknown): SiteText[] {
  if (!isRecord(settings)) return [];
  return SETTINGS_TEXTS.flatMap(([group, field, label, page]) => {
    const value = isRecord(settings[group]) ? settings[group][field] : undefined;
    return typeof value === 'string' && text(value)
      ? [{ path: [group, field], label, rich: false, original: value, page }]
      : [];
  });
}

/**
 * The subjects of the buyer's and visitor's e-mails, each as the site's own language words it
 * (its catalogue's, `{store.name}`-style placeholders included): the mails use the translation
 * for the language the order was placed in, or the restock sign-up made in.
 */
function emailSubjectTexts(language: unknown): SiteText[] {
  const words = catalogueOf(language).emails;
  return EMAIL_SUBJECTS.map(([key, label]) => ({
    path: ['emailSubjects', key],
    label: `E-mail subjects › ${label}`,
    rich: false,
    original: words[key],
    page: '/',
    // The language's catalogue words it until the owner does (email-words.ts emailWords).
    builtIn: (locale: string) => (hasCatalogue(locale) ? catalogueOf(locale).emails[key] : undefined),
  }));
}

/** Whether the storefront has a catalogue of `locale`'s own (catalogueOf falls back to English). */
const hasCatalogue = (locale: string) =>
  catalogueOf(locale) !== catalogueOf('en') || locale.toLowerCase().split(/[-_]/)[0] === 'en';

/**
 * The products' option names and values, each once for the whole site (a "Size" or "Small"
 * reads the same on every product): the path's steps are the originals themselves, so a
 * renamed option is a new text and these are never out of date.
 */
class ProductOptions {
  private readonly byName = new Map<string, { page: string; values: Set<string> }>();

  add(item: Json, page: string): void {
    const content = isRecord(item.structuredContent) ? item.structuredContent : {};
    const names = Array.isArray(content.variantOptionOrdering) ? content.variantOptionOrdering : [];
    for (const name of names) {
      if (typeof name !== 'string' || !name.trim()) continue;
      let option = this.byName.get(name);
      if (!option) this.byName.set(name, (option = { page, values: new Set() }));
      for (const variant of Array.isArray(content.variants) ? content.variants : []) {
        const value = isRecord(variant) && isRecord(variant.attributes) ? variant.attributes[name] : undefined;
        if ((typeof value === 'string' && value.trim()) || typeof value === 'number') option.values.add(String(value));
      }
    }
  }

  texts(): SiteText[] {
    return [...this.byName].flatMap(([name, { page, values }]) => [
      { path: ['productOptions', name, 'name'], label: `Product options › ${name}`, rich: false, original: name, page },
      ...[...values].map((value) => ({
        path: ['productOptions', name, 'values', value],
        label: `Product options › ${name} › ${value}`,
        rich: false,
        original: value,
        page,
      })),
    ]);
  }
}

/** What a form's translation may replace (localized-site.ts `localizedForm`). */
const FORM_TEXTS = [
  ['name', 'Name', false],
  ['submissionMessage', 'Submission message', false],
  ['submissionHTML', 'Submission message (formatted)', true],
  ['disclaimerMessage', 'Disclaimer', false],
] as const;
const FORM_FIELD_TEXTS = [
  ['title', 'Label'],
  ['description', 'Description'],
  ['placeholder', 'Placeholder'],
] as const;

/** The fields whose options a visitor reads: the choices, or a likert field's questions. */
const CHOICE_FIELDS = new Set(['radio', 'checkbox', 'select', 'likert']);

/**
 * A choice field's options, each at its place in the list (`options/0`, `options/1`, …): the
 * answer stored stays the original (localized-site.ts shows the translation as the label only),
 * and an option reworded or moved is a changed original at that place, so its translation
 * shows out of date instead of labelling another answer.
 */
function optionTexts(field: Json, path: string[], heading: string, page: string): SiteText[] {
  if (!CHOICE_FIELDS.has(String(field.type)) || !Array.isArray(field.options)) return [];
  const noun = field.type === 'likert' ? 'Question' : 'Option';
  return field.options.flatMap((option, index) =>
    typeof option === 'string' && option.trim()
      ? [
          {
            path: [...path, 'options', String(index)],
            label: `${heading} › ${noun} ${index + 1}`,
            rich: false,
            original: option,
            page,
          },
        ]
      : [],
  );
}

/** A form's words: its name and messages, then each field's label, description, placeholder and options. */
function formTexts(form: Json, pages: ReadonlyMap<string, string>): SiteText[] {
  const id = text(form.id);
  if (!id) return [];
  const heading = `Form: ${text(form.name) || id}`;
  const page = pages.get(id) ?? '/';
  const texts: SiteText[] = [];
  for (const [key, label, rich] of FORM_TEXTS) {
    const value = form[key];
    if (typeof value === 'string' && hasWords(value))
      texts.push({ path: ['forms', id, key], label: `${heading} › ${label}`, rich, original: value, page });
  }
  for (const field of Array.isArray(form.fields) ? form.fields : []) {
    if (!isRecord(field) || !text(field.id)) continue;
    const fieldName = text(field.title) || text(field.id);
    for (const [key, label] of FORM_FIELD_TEXTS)
      if (text(field[key]))
        texts.push({
          path: ['forms', id, 'fields', text(field.id), key],
          label: `${heading} › ${fieldName} › ${label}`,
          rich: false,
          original: String(field[key]),
          page,
        });
    texts.push(...optionTexts(field, ['forms', id, 'fields', text(field.id)], `${heading} › ${fieldName}`, page));
  }
  return texts;
}
