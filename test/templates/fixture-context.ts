/**
 * Builds the template context of templates/README.md ("The context every template sees") from a
 * fixture site, without the server: enough to render every page kind in tests.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { catalogueOf } from '../../domain';
import { withChoices } from '../../server/forms/form-choices';
import { SITES_DIR } from './template-files';

type Json = Record<string, any>;

export interface FixtureSite {
  id: string;
  settings: Json;
  /** By urlId; items carry `fullUrl`. */
  collections: Map<string, Json>;
  forms: Map<string, Json>;
}

export function readJson(path: string): Json {
  return JSON.parse(readFileSync(path, 'utf8'));
}

export function loadFixtureSite(id: string): FixtureSite {
  const dir = join(SITES_DIR, id);
  const collections = new Map<string, Json>();
  for (const raw of jsonFiles(join(dir, 'collections'))) {
    const items = (raw.items ?? []).map((item: Json) => ({ ...item, fullUrl: `/${raw.urlId}/${item.urlId}` }));
    collections.set(raw.urlId, { ...raw, fullUrl: `/${raw.urlId}`, items });
  }
  const forms = new Map(jsonFiles(join(dir, 'forms')).map((form) => [form.id as string, form]));
  return { id, settings: readJson(join(dir, 'site.json')), collections, forms };
}

function jsonFiles(dir: string): Json[] {
  let names: string[] = [];
  try {
    names = readdirSync(dir)
      .filter((n) => n.endsWith('.json'))
      .sort();
  } catch {
    return [];
  }
  return names.map((name) => readJson(join(dir, name)));
}

export interface PageInput {
  path: string;
  pageType: number;
  title?: string;
  collection?: Json;
  extra?: Json;
  cart?: { totalQuantity: number; subtotalCents: number; subtotalText: string };
}

/** The keys every page has, plus `extra` (items, item, search, lock…). */
export function pageContext(site: FixtureSite, input: PageInput): Json {
  const s = site.settings;
  const merchandising: Json = {};
  for (const c of site.collections.values())
    for (const item of c.items) if (item.merchandising) merchandising[item.id] = item.merchandising;
  const newsletterId = s.footer?.newsletterFormId;
  const collection = input.collection && publicCollection(input.collection);
  const context: Json = {
    website: s.website,
    websiteSettings: s.websiteSettings,
    // As the server builds them (server/render/build-context.ts): the language's catalogue under the site's strings.
    localizedStrings: { ...catalogueOf(s.website.language).strings, ...(s.localizedStrings ?? {}) },
    words: catalogueOf(s.website.language).words,
    featureFlags: s.featureFlags ?? {},
    navigation: s.navigation.map((link: Json) => ({
      ...link,
      active: input.path === link.url || input.path.startsWith(`${link.url}/`),
    })),
    footer: s.footer ?? {},
    pageType: input.pageType,
    pageTitle: input.title ? `${input.title} — ${s.website.siteTitle}` : s.website.siteTitle,
    metaDescription: collection?.description ?? s.website.siteDescription,
    canonicalUrl: `http://${s.hosts[0]}${input.path}`,
    productMerchandisingContext: merchandising,
    cart: input.cart ?? { totalQuantity: 0, subtotalCents: 0, subtotalText: '$0.00' },
    crumb: 'test-crumb',
    assets: { css: '/assets/site.0123456789.css' },
    // As server/render/build-context.ts hands forms over: options paired with their labels.
    ...(newsletterId ? { newsletterForm: withChoices(site.forms.get(newsletterId)!) } : {}),
    ...(collection ? { collection } : {}),
    ...(input.collection?.formId ? { form: withChoices(site.forms.get(input.collection.formId)!) } : {}),
    ...input.extra,
  };
  return context;
}

function publicCollection(collection: Json): Json {
  const { items: _items, password, ...rest } = collection;
  return { ...rest, locked: Boolean(password), itemCount: collection.items.length };
}

/** A collection page (type 1, or 2 for pages); events are split into upcoming and past at `now`. */
export function collectionPage(site: FixtureSite, urlId: string, now: number): { template: string; context: Json } {
  const collection = site.collections.get(urlId)!;
  const isPage = collection.typeName === 'page';
  const path = urlId === site.settings.homePage ? '/' : `/${urlId}`;
  const extra: Json = { items: collection.items };
  if (collection.typeName === 'events') {
    extra.upcoming = collection.items.filter((e: Json) => e.endDate >= now);
    extra.past = collection.items.filter((e: Json) => e.endDate < now).reverse();
  }
  const title = path === '/' ? undefined : collection.title;
  return {
    template: isPage ? 'pages/page.html' : `pages/collection-${collection.typeName}.html`,
    context: pageContext(site, { path, pageType: isPage ? 2 : 1, title, collection, extra }),
  };
}

/** An item page (type 50). */
export function itemPage(site: FixtureSite, urlId: string, itemUrlId: string): { template: string; context: Json } {
  const collection = site.collections.get(urlId)!;
  const item = collection.items.find((i: Json) => i.urlId === itemUrlId);
  if (!item) throw new Error(`No item ${urlId}/${itemUrlId}`);
  return {
    template: `pages/item-${collection.typeName}.html`,
    context: pageContext(site, { path: item.fullUrl, pageType: 50, title: item.title, collection, extra: { item } }),
  };
}
