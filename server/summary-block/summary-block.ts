/**
 * A page's summary block (issue 26 item 5): a few items of one of the site's collections under
 * the page's body, e.g. the demo home's products from the shop. A page asks for it in its
 * fixture: `"summaryBlock": { "collection": "shop", "limit": 4 }` (and `"title"` to name it
 * otherwise than the collection's own title, which is translated with the site).
 * Items the fixture marks sold out are left out; the cards show the fixture's own stock.
 *
 * @module
 */
import { isSoldOut } from '../../domain';
import type { Collection, Item, Site } from '../sites/types';

export interface SummaryBlock {
  title: string;
  /** The collection's page, for "See all". */
  url: string;
  items: Item[];
}

const MAX_ITEMS = 12;

/** The block the page's collection asks for, or undefined when it asks for none or names no collection. */
export function summaryBlock(site: Site, page: Collection | undefined): SummaryBlock | undefined {
  const wanted = (page as { summaryBlock?: unknown } | undefined)?.summaryBlock;
  if (!wanted || typeof wanted !== 'object') return undefined;
  const { collection: urlId, title, limit } = wanted as { collection?: unknown; title?: unknown; limit?: unknown };
  const source = [...site.collections.values()].find((c) => c.urlId === urlId);
  if (!source) return undefined;
  const count = Number.isInteger(limit) && Number(limit) > 0 ? Math.min(Number(limit), MAX_ITEMS) : 4;
  return {
    title: typeof title === 'string' && title ? title : source.title,
    url: source.fullUrl,
    items: source.items.filter((item) => !isSoldOut(item)).slice(0, count),
  };
}
