/**
 * Loads one published site from its fixture folder (fixtures/README.md): settings,
 * collections with item urls, forms, templates (defaults overlaid by the site's own) and
 * asset files, with the style document's CSS (style.json, sites/site-style-css.ts). Links to
 * the site's assets are rewritten to hashed URLs here, once.
 * `buildSite` makes the site from parts read elsewhere (the content store, server/content/).
 */
import { basename, join } from 'node:path';
import { AssetFiles } from '../assets/asset-files';
import { readTemplateFiles } from '../templates/read-template-files';
import { TemplateSet } from '../templates/template-set';
import { interfaceWords, isItemPublic, subscriptionStrings } from '../../domain';
import { readJsonDir, readJsonFile, readNamedJsonDir, readOptionalJsonFile } from './read-json-dir';
import { styledAssets } from './site-style-css';
import { SiteLimitError, collectionLimitProblems } from './site-limits';
import { hashAssetLinks } from './hash-asset-links';
import { SiteCaches } from './site-caches';
import type { Collection, Item, Json, NavLink, Site, StoredSiteParts } from './types';

/** A site's content, wherever it was read from. */
export interface SiteParts {
  id: string;
  /** The fixture folder, named in messages (and read for translations and places when `stored` is absent). */
  dir: string;
  settings: Json;
  /** Each collection with the path messages name it by, in file-name order. */
  collections: { path: string; value: Json }[];
  forms: Json[];
  /** Templates, defaults overlaid by the site's own: relative path → text. */
  templateFiles: Map<string, string>;
  assets: AssetFiles;
  /** Translations and places held in memory (sites from the content store). */
  stored?: StoredSiteParts;
  /** The style document (style.json; domain/site-style.ts), or null/undefined for site.css as it is. */
  style?: unknown;
}

export async function loadSite(dir: string, templatesDir: string): Promise<Site> {
  const assets = await AssetFiles.read([
    join(templatesDir, 'assets'),
    join(dir, 'templates', 'assets'),
    join(dir, 'assets'),
  ]);
  return buildSite({
    id: basename(dir),
    dir,
    settings: await readJsonFile<Json>(join(dir, 'site.json')),
    collections: await readNamedJsonDir<Json>(join(dir, 'collections')),
    forms: await readJsonDir<Json>(join(dir, 'forms')),
    templateFiles: await readTemplateFiles([templatesDir, join(dir, 'templates')]),
    assets,
    style: await readOptionalJsonFile(join(dir, 'style.json')),
  });
}

export function buildSite(parts: SiteParts): Site {
  const { id, dir } = parts;
  const assets = styledAssets(parts.assets, parts.style);
  const relink = <T>(value: T) => hashAssetLinks(value, assets);
  const settings = relink(parts.settings);
  const forms = new Map<string, Json>();
  for (const form of parts.forms) forms.set(String(form.id), form);
  const collections = new Map<string, Collection>();
  // Content past the editor limits (spec §9) is refused here, naming the file and the limit.
  const problems: string[] = [];
  for (const { path, value } of parts.collections) {
    problems.push(...collectionLimitProblems(value, path, dir));
    const collection = toCollection(relink(value), dir, forms);
    collections.set(collection.urlId, collection);
  }
  if (problems.length > 0) throw new SiteLimitError(problems);
  const homePage = String(settings.homePage ?? collections.keys().next().value ?? '');
  if (!collections.has(homePage)) throw new Error(`${dir}/site.json: homePage '${homePage}' is not a collection`);

  return {
    id,
    dir,
    hosts: ((settings.hosts as string[] | undefined) ?? []).map((h) => h.toLowerCase()),
    isDefault: settings.default === true,
    homePage,
    website: (settings.website as Json | undefined) ?? {},
    websiteSettings: (settings.websiteSettings as Json | undefined) ?? {},
    navigation: (settings.navigation as NavLink[] | undefined) ?? [],
    // The subscription prices' wordings (spec §9 keys) in the site's own language under the
    // owner's strings, as its other languages' pages have theirs (localized-site.ts): a French
    // site's own pages say "par mois", not the formatter's English fallback.
    localizedStrings: {
      ...subscriptionStrings(interfaceWords((settings.website as Json | undefined)?.language)),
      ...((settings.localizedStrings as Json | undefined) ?? {}),
    },
    featureFlags: (settings.featureFlags as Json | undefined) ?? {},
    footer: (settings.footer as Json | undefined) ?? {},
    collections,
    forms,
    merchandising: merchandisingByProduct(collections),
    templates: new TemplateSet(parts.templateFiles),
    assets,
    caches: new SiteCaches(),
    ...(parts.stored ? { stored: parts.stored } : {}),
  };
}

function toCollection(raw: Json, dir: string, forms: ReadonlyMap<string, Json>): Collection {
  const urlId = raw.urlId;
  if (typeof urlId !== 'string' || !urlId) throw new Error(`${dir}: a collection has no urlId`);
  const id = String(raw.id ?? urlId);
  // Items not published (Draft, Scheduled, Needs Review, Private) are not part of the served site.
  const items = ((raw.items as Json[] | undefined) ?? []).filter(isItemPublic).map(
    (item): Item => ({
      ...item,
      id: String(item.id ?? item.urlId),
      urlId: String(item.urlId),
      title: String(item.title ?? ''),
      collectionId: id,
      fullUrl: `/${urlId}/${String(item.urlId)}`,
      ...withAdditionalFieldsForm(item, forms),
    }),
  );
  return {
    ...raw,
    id,
    urlId,
    title: String(raw.title ?? urlId),
    typeName: String(raw.typeName ?? 'page'),
    fullUrl: `/${urlId}`,
    memberArea: raw.memberArea === true,
    items,
  };
}

/** A product names its additional-fields form by id; templates and islands need the form itself. */
function withAdditionalFieldsForm(item: Json, forms: ReadonlyMap<string, Json>): Partial<Item> {
  const content = item.structuredContent as Json | undefined;
  const formId = content?.additionalFieldsFormId;
  if (!content || typeof formId !== 'string' || content.additionalFieldsForm || !forms.has(formId)) return {};
  return { structuredContent: { ...content, additionalFieldsForm: forms.get(formId) } };
}

function merchandisingByProduct(collections: Map<string, Collection>): Record<string, Json> {
  const byProduct: Record<string, Json> = {};
  for (const collection of collections.values()) {
    for (const item of collection.items) {
      if (item.merchandising && typeof item.merchandising === 'object') byProduct[item.id] = item.merchandising as Json;
    }
  }
  return byProduct;
}
