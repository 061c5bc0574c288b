/** The products of a site a review can be about, found by id or by their URL slug. */
import { isProduct } from '../../domain';
import type { Item, Site } from '../sites/types';

export function productItems(site: Site): Item[] {
  const items: Item[] = [];
  for (const collection of site.collections.values())
    for (const item of collection.items) if (isProduct(item)) items.push(item);
  return items;
}

/** A product by its id or its urlId (what a CSV from another store is likely to have). */
export function productByRef(site: Site, ref: string): Item | undefined {
  const products = productItems(site);
  return products.find((item) => item.id === ref) ?? products.find((item) => item.urlId === ref);
}
