/**
 * Built feeds, kept per site, feed kind and origin, and built again when what they show moves:
 * the site object (a reload of its products or settings gives a new one) or its stock. Stock is
 * read with one query and compared as a fingerprint, so a stock write of any process (checkout,
 * the inventory panel) makes the next fetch rebuild. On the embedded database, which only this
 * process writes, an unchanged write mark answers from the cache without the query.
 */
import { createHash } from 'node:crypto';
import { getStocks } from '../inventory/stock-store';
import { siteProducts } from '../inventory/site-products';
import { feedItems, stockKey, type FeedItem } from './feed-items';
import type { Database, Sql } from '../db';
import type { StockRow } from '../inventory/stock-store';
import type { Site } from '../sites/types';

export interface BuiltFeed {
  body: string;
  /** A strong validator of the body. */
  etag: string;
}

interface Entry extends BuiltFeed {
  site: Site;
  fingerprint: string;
  writeMark: number | undefined;
}

/**
 * Feeds kept at most: the key holds the site's origin (from configuration), so there is one per
 * site and feed kind; the bound only guards against a caller passing origins it made up.
 */
const MAX_ENTRIES = 64;

export type FeedRenderer = (site: Site, origin: string, items: FeedItem[]) => string;

export class FeedCache {
  readonly #db: Sql & Partial<Pick<Database, 'writeMark'>>;
  readonly #entries = new Map<string, Entry>();
  /** How many feeds were built (not answered from the cache); read by the tests. */
  builds = 0;

  constructor(db: Sql) {
    this.#db = db;
  }

  async feed(site: Site, kind: string, origin: string, render: FeedRenderer): Promise<BuiltFeed> {
    const key = `${site.id}\u0000${kind}\u0000${origin}`;
    const known = this.#entries.get(key);
    const mark = this.#db.writeMark;
    if (known && known.site === site && mark !== undefined && known.writeMark === mark) return known;
    const rows = await this.#stock(site);
    const fingerprint = createHash('sha256')
      .update(rows.map((r) => `${r.itemId}\u0000${r.sku}\u0000${r.unlimited}\u0000${r.qtyInStock}`).join('\n'))
      .digest('base64url');
    if (known && known.site === site && known.fingerprint === fingerprint) {
      known.writeMark = mark;
      return known;
    }
    const stock = new Map(rows.map((r) => [stockKey(r.itemId, r.sku), r]));
    const body = render(site, origin, feedItems(site, origin, stock));
    this.builds += 1;
    const entry: Entry = {
      body,
      etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
      site,
      fingerprint,
      writeMark: mark,
    };
    this.#entries.delete(key);
    if (this.#entries.size >= MAX_ENTRIES) this.#entries.delete(this.#entries.keys().next().value!);
    this.#entries.set(key, entry);
    return entry;
  }

  /** How many feeds are kept. */
  get size(): number {
    return this.#entries.size;
  }

  /** Drops a site's feeds (its stock or products were written here). */
  drop(siteId: string): void {
    for (const key of this.#entries.keys()) if (key.startsWith(`${siteId}\u0000`)) this.#entries.delete(key);
  }

  async #stock(site: Site): Promise<StockRow[]> {
    const ids = siteProducts(site).map((p) => p.product.id);
    const byItem = await getStocks(this.#db, site.id, ids);
    return [...byItem.values()].flat();
  }
}

const caches = new WeakMap<Sql, FeedCache>();

/** One cache per database. */
export function feedCache(db: Sql): FeedCache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new FeedCache(db)));
  return cache;
}
