/**
 * A published site as the server holds it in memory: the fixture JSON (fixtures/README.md)
 * with urls computed, plus its template set and asset files.
 */
import type { TemplateSet } from '../templates/template-set';
import type { AssetFiles } from '../assets/asset-files';
import type { SiteCaches } from './site-caches';

/** A JSON object from the fixtures, passed to templates as it is. */
export type Json = Record<string, unknown>;

export interface NavLink {
  title: string;
  url: string;
}

export interface CollectionPassword {
  /** `scrypt$<salt hex>$<key hex>` */
  hash: string;
  hint?: string;
}

export interface Item extends Json {
  id: string;
  urlId: string;
  title: string;
  fullUrl: string;
}

export interface Collection extends Json {
  id: string;
  urlId: string;
  title: string;
  typeName: 'products' | 'blog' | 'events' | 'gallery' | 'page' | string;
  fullUrl: string;
  password?: CollectionPassword;
  /** Only signed-in site users see it; others get the member area access denied page (106). */
  memberArea?: boolean;
  items: Item[];
}

/** What a site from the content store (server/content/) holds in memory instead of reading its folder. */
export interface StoredSiteParts {
  /** Locale → the translations document. */
  translations: ReadonlyMap<string, unknown>;
  /** The places document, or null when the site has none. */
  places: unknown;
}

export interface Site {
  id: string;
  dir: string;
  hosts: string[];
  isDefault: boolean;
  homePage: string;
  website: Json;
  websiteSettings: Json;
  navigation: NavLink[];
  localizedStrings: Json;
  featureFlags: Json;
  /** Footer links and the newsletter form id (site.json `footer`). */
  footer: Json;
  /** By urlId, in file-name order. */
  collections: Map<string, Collection>;
  forms: Map<string, Json>;
  /** Product id → merchandising context (spec §3). */
  merchandising: Record<string, Json>;
  templates: TemplateSet;
  /** The stylesheet and images, looked up by file name. */
  assets: AssetFiles;
  /** What the server remembers about this site, made with it; a derived site gets its own (`siteWith`, site-caches.ts). */
  readonly caches: SiteCaches;
  /** Sites from the content store: translations and places, which fixture sites read from `dir`. */
  stored?: StoredSiteParts;
}
