/**
 * What a database reader's rows make of a published item (its stock, its reviews), kept per
 * item as it came in: the same rows give the same object, render after render, so what the
 * site's render memo keeps per item (the price, the product form's props) lasts while the rows
 * stand still, and the item is not copied per render (issue 28).
 *
 * @example
 *   const stockApplied = appliedPerItem<VariantStock[]>('stockApplied', stockText);
 *   const shown = stockApplied(site, item, rows, () => itemWithStock(item, rows));
 */
import { defineSiteSlot } from './site-caches';
import type { Item, Site } from './types';

interface Applied<Rows> {
  rows: Rows;
  /** The rows' content as text: rows read again unchanged are recognised by it. */
  version: string;
  item: Item;
}

export type ApplyRows<Rows> = (site: Site, item: Item, rows: Rows, make: () => Item) => Item;

/** A memo of its own site slot, `name`; `versionOf` writes rows' content as text. */
export function appliedPerItem<Rows>(name: string, versionOf: (rows: Rows) => string): ApplyRows<Rows> {
  const slot = defineSiteSlot(name, () => new WeakMap<Item, Applied<Rows>>());
  return (site, item, rows, make) => {
    const applied = site.caches.get(slot);
    const last = applied.get(item);
    // A reader hands back the list it read until its table is written: the same list, the same rows.
    if (last?.rows === rows) return last.item;
    // A reader that reads on every render (a PostgreSQL server without its notifications) hands
    // back new lists of the same rows.
    const version = versionOf(rows);
    if (last?.version === version) {
      last.rows = rows;
      return last.item;
    }
    const made = make();
    applied.set(item, { rows, version, item: made });
    return made;
  };
}
