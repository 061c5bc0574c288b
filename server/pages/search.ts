/**
 * Site search over titles, excerpts, bodies (HTML stripped), tags and categories of every
 * collection the visitor may read. Every word of the query must match; title matches rank first.
 */
import { clip, stripHtml } from './strip-html';
import type { Collection, Item, Site } from '../sites/types';
import { Once, defineSiteSlot } from '../sites/site-caches';

/** The search index over every collection and item. */
const searchIndexSlot = defineSiteSlot('searchIndex', () => new Once<SearchEntry[]>());

export interface SearchResult {
  title: string;
  fullUrl: string;
  excerpt: string;
  collectionTitle: string;
  typeName: string;
  recordType?: unknown;
  assetUrl?: unknown;
  tags?: unknown;
  /** The item itself (not a collection page), so a result shows its image, and a product its price. */
  item?: Item;
  /** True for a product of a store collection. */
  product?: boolean;
}

export interface SearchResults {
  query: string;
  results: SearchResult[];
  count: number;
}

/** One searchable collection or item (the site's index is kept in its caches). */
export interface SearchEntry {
  collection: Collection;
  result: SearchResult;
  title: string;
  text: string;
}

export function searchSite(site: Site, query: string, canRead: (collection: Collection) => boolean): SearchResults {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return { query, results: [], count: 0 };
  const scored = indexOf(site)
    .filter((entry) => canRead(entry.collection) && words.every((w) => entry.text.includes(w)))
    .map((entry) => ({ entry, score: words.filter((w) => entry.title.includes(w)).length }));
  scored.sort((a, b) => b.score - a.score);
  const results = scored.map((s) => s.entry.result);
  return { query, results, count: results.length };
}

function indexOf(site: Site): SearchEntry[] {
  return site.caches.get(searchIndexSlot).getOrCreate(() => {
    const index: SearchEntry[] = [];
    for (const collection of site.collections.values()) {
      if (collection.typeName === 'page') index.push(entry(collection, collection));
      for (const item of collection.items) index.push(entry(collection, item));
    }
    return index;
  });
}

function entry(collection: Collection, source: Collection | Item): SearchEntry {
  const excerpt = stripHtml(String(source.excerpt ?? source.description ?? ''));
  const body = stripHtml(String(source.body ?? ''));
  // A language's view keeps the original category names and their translations beside them.
  const categoryNames = source.categoryNames && typeof source.categoryNames === 'object' ? source.categoryNames : {};
  const labels = [source.tags, source.categories, Object.values(categoryNames)]
    .flat()
    .filter((l) => typeof l === 'string');
  return {
    collection,
    title: source.title.toLowerCase(),
    text: [source.title, excerpt, body, ...labels].join(' ').toLowerCase(),
    result: {
      title: source.title,
      fullUrl: source.fullUrl,
      excerpt: clip(excerpt || body, 240),
      collectionTitle: collection.title,
      typeName: collection.typeName,
      recordType: source.recordType,
      assetUrl: source.assetUrl,
      tags: source.tags,
      ...(source === collection ? {} : { item: source as Item }),
      ...(source !== collection && collection.typeName === 'products' ? { product: true } : {}),
    },
  };
}
