/** Blog filters: `?tag=` and `?category=` keep the items that carry that tag or category. */
import { defineSiteSlot } from '../sites/site-caches';
import type { Item, Site } from '../sites/types';

export interface ItemFilter {
  tag?: string;
  category?: string;
}

/** A category of a collection: its original name (what items carry) and its name on the language's pages. */
interface CategoryName {
  original: string;
  shown: string;
}

/**
 * A language's view of a site: by collection urlId, its translated categories by their
 * original and by their translation, lower-cased (filled by
 * site-settings/localized-categories-images.ts with the view); empty for a site in its own
 * language.
 */
export const translatedCategoriesSlot = defineSiteSlot(
  'translatedCategories',
  () => new Map<string, ReadonlyMap<string, CategoryName>>(),
);

/** `categories` (original → translation) as translatedCategoriesSlot keeps them; an original wins over a translation spelled like it. */
export function categoryLookup(categories: ReadonlyMap<string, string>): ReadonlyMap<string, CategoryName> {
  const lookup = new Map<string, CategoryName>();
  for (const [original, shown] of categories) lookup.set(shown.toLowerCase(), { original, shown });
  for (const [original, shown] of categories) lookup.set(original.toLowerCase(), { original, shown });
  return lookup;
}

export function readItemFilter(query: URLSearchParams): ItemFilter | undefined {
  const tag = query.get('tag')?.trim() || undefined;
  const category = query.get('category')?.trim() || undefined;
  return tag || category ? { tag, category } : undefined;
}

/**
 * The filter a collection page applies, and the one it names. Items keep their categories'
 * original names in every language (they are identifiers: classes, filter links, which every
 * language's page understands), so a category given by its translation (a link made before
 * filter links carried the original) filters by its original; the filter note names it by the
 * language's translation either way.
 */
export function categoryFilter(
  site: Site,
  collectionUrlId: string,
  filter: ItemFilter | undefined,
): { applied: ItemFilter | undefined; shown: ItemFilter | undefined } {
  const category = filter?.category;
  const known = category && site.caches.get(translatedCategoriesSlot).get(collectionUrlId)?.get(category.toLowerCase());
  if (!known) return { applied: filter, shown: filter };
  return { applied: { ...filter, category: known.original }, shown: { ...filter, category: known.shown } };
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
