/**
 * A micro-cache of rendered pages: for a second (by default) every visitor asking for the same
 * page of the same site with the same cart and unlocks gets the same render, and concurrent
 * misses share one render. Shared pages are rendered with a crumb placeholder that each
 * response swaps for the visitor's own crumb, so nothing personal is shared. Stock shown on a cached
 * page can lag by up to the TTL; adding to the cart always checks the database.
 *
 * Each server process keeps its own (WORKERS=N): a visitor reaching another process gets at
 * worst another render, never staler stock than the TTL. Sharing renders between processes
 * (through PostgreSQL or Redis) would cost more than the render it saves.
 */
import { randomBytes } from 'node:crypto';
import type { PageResult } from './page-renderer';
import type { Site } from '../sites/types';

/** Stands in for the visitor's crumb in cached HTML; as random as a crumb, so it never collides with content. */
const CRUMB_SLOT = randomBytes(16).toString('hex');

/** A rendered page with its HTML already encoded, cut where the crumb goes. */
interface PreparedPage {
  page: PageResult;
  parts: Buffer[];
}

function preparePage(page: PageResult): PreparedPage {
  return { page, parts: page.html.split(CRUMB_SLOT).map((part) => Buffer.from(part)) };
}

/** The page's bytes with the visitor's crumb put where the placeholder was. */
function pageBody({ parts }: PreparedPage, crumb: string): Buffer {
  if (parts.length === 1) return parts[0];
  const crumbBytes = Buffer.from(crumb);
  return Buffer.concat(parts.flatMap((part, i) => (i === 0 ? [part] : [crumbBytes, part])));
}

/** A page ready to send: `body` is its HTML, or its bytes when they were ready already. */
export interface PageResponse {
  page: PageResult;
  body: string | Buffer;
}

export interface PageCacheOptions {
  /** How long a render is reused; 0 turns the cache off (dev). @default 1000 */
  ttlMs?: number;
  /** Pages kept per site; the least recently used go first. @default 500 */
  maxEntries?: number;
}

interface Entry {
  expires: number;
  page: Promise<PreparedPage>;
}

export class PageCache {
  readonly #ttl: number;
  readonly #max: number;
  readonly #bySite = new WeakMap<Site, Map<string, Entry>>();

  constructor(options: PageCacheOptions = {}) {
    this.#ttl = options.ttlMs ?? 1000;
    this.#max = options.maxEntries ?? 500;
  }

  /**
   * The page for `key` with the visitor's `crumb` in it. Off (TTL 0), it is rendered with that
   * crumb and sent as it is; on, it is rendered once with CRUMB_SLOT and shared.
   */
  async respond(
    site: Site,
    key: string,
    crumb: string,
    render: (crumb: string) => Promise<PageResult>,
  ): Promise<PageResponse> {
    if (this.#ttl <= 0) {
      const page = await render(crumb);
      return { page, body: page.html };
    }
    const prepared = await this.#shared(site, key, () => render(CRUMB_SLOT));
    return { page: prepared.page, body: pageBody(prepared, crumb) };
  }

  /** Forgets every page of the site, so the next views show a change to its stock or settings. */
  drop(site: Site): void {
    this.#bySite.delete(site);
  }

  #shared(site: Site, key: string, render: () => Promise<PageResult>): Promise<PreparedPage> {
    let entries = this.#bySite.get(site);
    if (!entries) this.#bySite.set(site, (entries = new Map()));
    const now = Date.now();
    const hit = entries.get(key);
    if (hit && hit.expires > now) {
      entries.delete(key);
      entries.set(key, hit);
      return hit.page;
    }
    const page = render().then(preparePage);
    const entry: Entry = { expires: now + this.#ttl, page };
    entries.set(key, entry);
    if (entries.size > this.#max) entries.delete(entries.keys().next().value!);
    // Failures and server errors are not worth keeping: the next request tries again.
    page.then(
      (prepared) => prepared.page.status >= 500 && entries.get(key) === entry && entries.delete(key),
      () => entries.get(key) === entry && entries.delete(key),
    );
    return page;
  }
}
