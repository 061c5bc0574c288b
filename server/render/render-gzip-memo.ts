/**
 * With the page cache off every request renders, but most renders of a page come out the same
 * but for the visitor's crumb; gzipping each one anew was the largest single cost of an
 * uncached product page (issue 28: about 11% of its CPU, 0.2 ms a request, against 1-2 µs to
 * compare the render with the last one).
 *
 * So the last render of each page (per site and page-cache key) is kept cut where its crumb
 * was. A render that cuts into the same parts reuses their gzip (gzip-parts.ts, the page
 * cache's way of putting a crumb into a compressed page): the visitor still gets their render's
 * own HTML, byte for byte once unzipped, since joining the parts with the visitor's crumb gives
 * it back. The parts are deflated only when a render repeats the last one (a page whose HTML
 * changes on every request pays one level-1 gzip, as before, and never a deflate it would
 * throw away), and at zlib's default level, as the page cache's are: each part starts a fresh
 * window, which costs about what level 6 saves over level 1 on a product page (demo site,
 * 6,119 bytes against 6,113), while the collection (5,757 against 5,934), blog, home and
 * search pages (10,125 against 11,071) come out smaller.
 */
import { LruCache } from '../../domain';
import { cutAtCrumb, sameParts } from './crumb-parts';
import { deflateParts, gzipWithCrumb } from './gzip-parts';
import type { GzipParts } from './gzip-parts';
import type { Site } from '../sites/types';

/**
 * Pages remembered at once, across sites: each holds its HTML (15 to 30 KB) and its deflated
 * parts (4 to 8 KB), so at most ~5 MB, while a store's busy pages stay in.
 */
const PAGES_REMEMBERED = 128;

interface LastRender {
  site: Site;
  parts: readonly string[];
  /** Made when a second render repeats these parts. */
  gzip?: GzipParts;
}

export class RenderGzipMemo {
  readonly #last = new LruCache<string, LastRender>(PAGES_REMEMBERED);

  /**
   * The gzip of `html` (rendered with `crumb`, a crumb being 32 random hex digits), from the
   * page's last render when it had the same parts; undefined when this render differs from the
   * last one (or is the first): the caller gzips it itself, and the next repeat reuses it.
   */
  gzip(site: Site, key: string, html: string, crumb: string, cut?: readonly string[]): Buffer | undefined {
    // A reused render (render-reuse.ts) comes cut already, into the very strings of the last one.
    const parts = cut ?? cutAtCrumb(html, crumb);
    const last = this.#last.get(key);
    if (last === undefined || last.site !== site || !sameParts(last.parts, parts)) {
      this.#last.set(key, { site, parts });
      return undefined;
    }
    last.gzip ??= deflateParts(last.parts.map((part) => Buffer.from(part)));
    return gzipWithCrumb(last.gzip, Buffer.from(crumb));
  }
}
