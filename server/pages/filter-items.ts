/** Blog filters: `?tag=` and `?category=` keep the items that carry that tag or category. */
import { defineSiteSlot } from '../sites/site-caches';
import type { Item, Site } from '../sites/types';

export interface ItemFilter {
  tag?: string;
  category?: string;
}

/**
 * A language's view of a site: by collection urlId, each category's translation by its
 * original lower-cased (filled by site-settings/localized-categories.ts with the view); empty
 * for a site in its own language.
 */
export const translatedCategoriesSlot = defineSiteSlot(
  'translatedCategories',
  () => new Map<string, ReadonlyMap<string, string>>(),
);

export function readItemFilter(query: URLSearchParams): ItemFilter | undefined {
  const tag = query.get('tag')?.trim() || undefined;
  const category = query.get('category')?.trim() || undefined;
  return tag || category ? { tag, category } : undefined;
}

/**
 * The filter with its category as the page names it: a language's page shows its items'
 * categories translated, and is linked to with the original name too (the language switcher
 * keeps the query of the page it was on), which then filters, and is named, by its translation.
 */
export function filterAsShown(site: Site, collectionUrlId: string, filter: ItemFilter | undefined) {
  const category = filter?.category;
  const shown = category && site.caches.get(translatedCategoriesSlot).get(collectionUrlId)?.get(category.toLowerCase());
  return shown ? { ...filter, category: shown } : filter;
}

export function filterItems(items: Item[], filter: ItemFilter | undefined): Item[] {
  if (!filter) return items;
  return items.filter(
    (item) =>
      (!filter.tag || hasLabel(item.tags, filter.tag)) &&
      (!filter.category || hasLabel(item.categories, filter.category)),
  );
}

function hasLabel(labels: unknown, wanted: string): boolean {
  const lower = wanted.toLowerCase();
  return Array.isArray(labels) && labels.some((label) => String(label).toLowerCase() === lower);
}
