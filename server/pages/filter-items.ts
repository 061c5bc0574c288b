/** Blog filters: `?tag=` and `?category=` keep the items that carry that tag or category. */
import type { Item } from '../sites/types';

export interface ItemFilter {
  tag?: string;
  category?: string;
}

export function readItemFilter(query: URLSearchParams): ItemFilter | undefined {
  const tag = query.get('tag')?.trim() || undefined;
  const category = query.get('category')?.trim() || undefined;
  return tag || category ? { tag, category } : undefined;
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
