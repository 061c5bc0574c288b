/**
 * A micro-cache of rendered pages: for a second (by default; PAGE_CACHE_MS) every visitor asking for the same
 * page of the same site with the same cart and unlocks gets the same render, and concurrent
 * misses share one render. Shared pages are rendered with a crumb placeholder that each
 * response swaps for the visitor's own crumb, so nothing personal is shared. Stock shown on a cached
 * page can lag by up to the TTL; adding to the cart always checks the database. A visitor who
 * takes gzip gets the render's gzip, compressed once for all of them (gzip-parts.ts).
 *
 * Each server process keeps its own (WORKERS=N): a visitor reaching another process gets at
 * worst another render, never staler stock than the TTL. Sharing renders between processes
 * (through PostgreSQL or Redis) would cost more than the render it saves.
 */
import { randomBytes } from 'node:crypto';
import { gzipForResponse } from '../middleware/compression';
import { cutAtCrumb } from './crumb-parts';
import { deflateParts, gzipWithCrumb } from './gzip-parts';
import { RenderGzipMemo } from './render-gzip-memo';
import type { GzipParts } from './gzip-parts';
import type { PageResult } from './page-renderer';
import type { Site } from '../sites/types';

/** Stands in for the visitor's crumb in cached HTML; as random as a crumb, so it never collides with content. */
const CRUMB_SLOT = randomBytes(16).toString('hex');

/** Smaller pages are sent as they are, as the compression middleware does with any response. */
const GZIP_THRESHOLD = 1024;

/** A rendered page with its HTML already encoded, cut where the crumb goes. */
interface PreparedPage {
  page: PageResult;
  parts: Buffer[];
  /** The parts deflated and checksummed, made on the first response that asks for gzip (gzip-parts.ts). */
  gzip?: GzipParts;
}

function preparePage(page: PageResult): PreparedPage {
  return { page, parts: cutAtCrumb(page.html, CRUMB_SLOT).map((part) => Buffer.from(part)) };
}

/** The gzip of the page with the visitor's crumb, the parts compressed once for every response. */
function gzipBody(prepared: PreparedPage, crumb: string): Buffer {
  prepared.gzip ??= deflateParts(prepared.parts);
  return gzipWithCrumb(prepared.gzip, Buffer.from(crumb));
}

function worthGzip({ page, parts }: PreparedPage): boolean {
  return !page.location && parts.reduce((total, part) => total + part.length, 0) >= GZIP_THRESHOLD;
}

/** The page's bytes with the visitor's crumb put where the placeholder was. */
function pageBody({ parts }: PreparedPage, crumb: string): Buffer {
  if (parts.length === 1) return parts[0];
  const crumbBytes = Buffer.from(crumb);
  return Buffer.concat(parts.flatMap((part, i) => (i === 0 ? [part] : [crumbBytes, part])));
}

/** The shared render with the visitor's crumb put in, gzipped when `gzip` and worth it. */
function withCrumb(prepared: PreparedPage, crumb: string, gzip: boolean | undefined): PageResponse {
  if (gzip && worthGzip(prepared)) return { page: prepared.page, body: gzipBody(prepared, crumb), encoding: 'gzip' };
  return { page: prepared.page, body: pageBody(prepared, crumb) };
}

/**
 * The page rendered for this visitor alone (page cache off). Gzipped here from the string, as
 * the compression middleware would (at its level), without it reading the body back out of a
 * Response and building a second one (issue 28: every uncached request); or, when the render
 * repeats the page's last one but for the crumb, from that one's gzip (render-gzip-memo.ts).
 */
async function renderUncached(
  crumb: string,
  render: (crumb: string) => Promise<PageResult>,
  gzip: { memo: RenderGzipMemo; site: Site; key: string } | undefined,
): Promise<PageResponse> {
  const page = await render(crumb);
  if (gzip && !page.location) {
    // At least as many bytes as characters: only pages worth gzip are remembered.
    const reused =
      page.html.length >= GZIP_THRESHOLD
        ? gzip.memo.gzip(gzip.site, gzip.key, page.html, crumb, page.crumbParts)
        : undefined;
    if (reused) return { page, body: reused, encoding: 'gzip' };
    const bytes = Buffer.from(page.html);
    if (bytes.length >= GZIP_THRESHOLD) return { page, body: gzipForResponse(bytes), encoding: 'gzip' };
  }
  return { page, body: page.html };
}

/** A page ready to send: `body` is its HTML, or its bytes when they were ready already. */
export interface PageResponse {
  page: PageResult;
  body: string | Buffer;
  /** Set when `body` is gzipped already (the compression middleware leaves it alone). */
  encoding?: 'gzip';
}

export interface PageCacheOptions {
  /** How long a render is reused; 0 turns the cache off (dev). @default 1000 */
  ttlMs?: number;
  /** Pages kept per site; the least recently used go first. @default 500 */
  maxEntries?: number;
}

/** How long `npm start` reuses a render unless PAGE_CACHE_MS says otherwise. */
export const DEFAULT_PAGE_CACHE_MS = 1000;
/** A longer TTL would show stock and settings that stale; a minute is already far past what a store wants. */
const MAX_PAGE_CACHE_MS = 60_000;

/** PAGE_CACHE_MS (0 turns the cache off), or the default when unset; a bad value stops the start with its reason. */
export function readPageCacheMs(env: NodeJS.ProcessEnv): number {
  const text = env.PAGE_CACHE_MS?.trim() ?? '';
  if (text === '') return DEFAULT_PAGE_CACHE_MS;
  const ms = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  if (!(ms >= 0 && ms <= MAX_PAGE_CACHE_MS))
    throw new Error(
      `PAGE_CACHE_MS must be a whole number of milliseconds from 0 to ${MAX_PAGE_CACHE_MS}, not '${text}'.`,
    );
  return ms;
}

interface Entry {
  expires: number;
  page: Promise<PreparedPage>;
  /** The page once rendered: a hit then answers without waiting on the promise (issue 28). */
  ready?: PreparedPage;
}

export class PageCache {
  readonly #ttl: number;
  readonly #max: number;
  readonly #bySite = new WeakMap<Site, Map<string, Entry>>();
  /** When each site's pages were last swept of expired ones. */
  readonly #sweptAt = new WeakMap<Map<string, Entry>, number>();
  /** With the cache off: the last render of each page, to reuse its gzip when the next one repeats it. */
  readonly #gzipMemo = new RenderGzipMemo();

  constructor(options: PageCacheOptions = {}) {
    this.#ttl = options.ttlMs ?? DEFAULT_PAGE_CACHE_MS;
    this.#max = options.maxEntries ?? 500;
  }

  /**
   * The page for `key` with the visitor's `crumb` in it. Off (TTL 0), it is rendered with that
   * crumb and sent as it is; on, it is rendered once with CRUMB_SLOT and shared, and with
   * `gzip` (the visitor accepts it) compressed once for all the visitors of that render.
   */
  respond(
    site: Site,
    key: string,
    crumb: string,
    render: (crumb: string) => Promise<PageResult>,
    options: { gzip?: boolean } = {},
  ): Promise<PageResponse> {
    if (this.#ttl <= 0)
      return renderUncached(crumb, render, options.gzip ? { memo: this.#gzipMemo, site, key } : undefined);
    const entry = this.#shared(site, key, () => render(CRUMB_SLOT));
    // A page rendered already is answered at once: no await, no promise chained per response.
    if (entry.ready) return Promise.resolve(withCrumb(entry.ready, crumb, options.gzip));
    return entry.page.then((prepared) => withCrumb(prepared, crumb, options.gzip));
  }

  /** How many pages of the site are held, expired ones not yet dropped included. */
  pagesHeld(site: Site): number {
    return this.#bySite.get(site)?.size ?? 0;
  }

  /** Forgets every page of the site, so the next views show a change to its stock or settings. */
  drop(site: Site): void {
    this.#bySite.delete(site);
  }

  /**
   * An expired page is never served again (the next request renders anew), yet until 500 newer
   * ones pushed it out it held its HTML, its parts and their gzip, ~100 KB a page (issue 28,
   * "Memory": after one visit of every demo page that was ~40 MB). So a render drops every
   * expired page of its site, at most once per TTL (one pass over at most 500 entries).
   */
  #dropExpired(entries: Map<string, Entry>, now: number): void {
    const sweptAt = this.#sweptAt.get(entries) ?? 0;
    if (now - sweptAt < this.#ttl) return;
    this.#sweptAt.set(entries, now);
    for (const [key, entry] of entries) if (entry.expires <= now) entries.delete(key);
  }

  #shared(site: Site, key: string, render: () => Promise<PageResult>): Entry {
    let entries = this.#bySite.get(site);
    if (!entries) this.#bySite.set(site, (entries = new Map()));
    const now = Date.now();
    const hit = entries.get(key);
    if (hit && hit.expires > now) {
      entries.delete(key);
      entries.set(key, hit);
      return hit;
    }
    const page = render().then(preparePage);
    const entry: Entry = { expires: now + this.#ttl, page };
    this.#dropExpired(entries, now);
    entries.set(key, entry);
    if (entries.size > this.#max) entries.delete(entries.keys().next().value!);
    // Failures and server errors are not worth keeping: the next request tries again.
    page.then(
      (prepared) => {
        if (prepared.page.status < 500) entry.ready = prepared;
        else if (entries.get(key) === entry) entries.delete(key);
      },
      () => entries.get(key) === entry && entries.delete(key),
    );
    return entry;
  }
}
