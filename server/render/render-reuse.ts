/**
 * A page rendered again from the same inputs comes out the same, but for the visitor's crumb.
 * With the page cache off (PAGE_CACHE_MS=0) every request rendered anyway, and the render was
 * most of an uncached request's CPU (issue 28). So the last render of each page is kept with
 * what it was rendered from, and a request whose inputs are all the same is answered with it,
 * the visitor's own crumb put where the last one's was: the bytes a render would give.
 *
 * "The same inputs" is checked on every request, never assumed, so nothing shown goes stale
 * as the page cache's TTL lets it: every value of the page's context is the same object (or
 * the same text or number) as the kept render's, or a list rebuilt per request of the same
 * objects in the same order, and the template, tracking, ad pixel and island bundle are the
 * same. Stock, reviews, comments, saved settings and a publish all reach a page as new objects
 * (a published site and what the readers hand out are replaced, never changed in place), so
 * the first request after any of them renders anew; so does an event moving from upcoming to
 * past (build-context.ts lists them by the time of the request). A render that read the clock
 * (`timesince`, `relative-time`), logged a warning or had template errors is never kept, and
 * a kept one is reused only once a second render with another crumb came out the same.
 */
import { LruCache } from '../../domain';
import { defineSiteSlot } from '../sites/site-caches';
import { trackingDisabled } from './tracking-tag';
import { cutAtCrumb, sameParts } from './crumb-parts';
import type { DocumentOptions, RenderedDocument } from './render-document';
import type { Json, Site } from '../sites/types';

/** Pages kept per site: each holds its HTML (15 to 50 KB), so at most a few MB a site. */
const PAGES_KEPT = 128;

interface KeptRender {
  template: string;
  /** The context's keys and values when rendered, `crumb` left out. */
  keys: string[];
  values: unknown[];
  tracking: DocumentOptions['tracking'];
  adPixelId: DocumentOptions['adPixelId'];
  bundle: DocumentOptions['bundle'];
  /** TRACKING_DISABLED can change under a running process (tests do); the site's flag is the site's. */
  trackingOff: boolean;
  doc: RenderedDocument;
  /** The crumb it was rendered with, and its HTML cut where that crumb was. */
  crumb: string;
  parts: string[];
  /**
   * A second render from the same inputs with another crumb cut into the same parts. Only then
   * is it reused: every place the crumb stood is known to be the crumb's (a page echoing its
   * URL could show the crumb's text as content too), and the render is known to depend on
   * nothing that changes from request to request but the crumb.
   */
  confirmed: boolean;
}

const keptSlot = defineSiteSlot('keptRenders', () => new LruCache<string, KeptRender>(PAGES_KEPT));

/** A render, reused or not, with its HTML cut where the crumb goes (render-gzip-memo.ts reuses the same parts). */
export interface ReusableDocument extends RenderedDocument {
  crumbParts: readonly string[];
}

/**
 * The document `render` would make from `context` (whose `crumb` is the visitor's): the kept
 * one with this crumb when every input is the same and it was confirmed, else `render()`'s,
 * kept for the next request when it can be reused. Undefined when `render` finds no template.
 */
export function renderReusing(
  site: Site,
  template: string,
  context: Json,
  options: DocumentOptions,
  render: (options: DocumentOptions) => RenderedDocument | undefined,
): ReusableDocument | undefined {
  const crumb = typeof context.crumb === 'string' ? context.crumb : '';
  const key = `${template}\0${options.tracking?.path ?? ''}`;
  const kept = site.caches.get(keptSlot);
  let last = kept.get(key);
  if (last !== undefined && !sameInputs(last, site, template, context, options)) last = undefined;
  if (last?.confirmed) {
    return { ...last.doc, html: last.parts.join(crumb), crumbParts: last.parts };
  }
  let warned = false;
  const doc = render({
    ...options,
    warn: (message) => {
      warned = true;
      options.warn(message);
    },
  });
  if (doc === undefined) return undefined;
  const parts = cutAtCrumb(doc.html, crumb);
  if (options.dev || warned || doc.clockRead || doc.errors.length > 0) return { ...doc, crumbParts: parts };
  if (last !== undefined && last.crumb !== crumb && sameParts(last.parts, parts)) {
    last.confirmed = true;
    return { ...doc, crumbParts: last.parts };
  }
  const keys = Object.keys(context).filter((name) => name !== 'crumb');
  kept.set(key, {
    template,
    keys,
    values: keys.map((name) => context[name]),
    tracking: options.tracking,
    adPixelId: options.adPixelId,
    bundle: options.bundle,
    trackingOff: trackingDisabled(site),
    doc,
    crumb,
    parts,
    confirmed: false,
  });
  return { ...doc, crumbParts: parts };
}

function sameInputs(last: KeptRender, site: Site, template: string, context: Json, options: DocumentOptions): boolean {
  if (last.template !== template || last.adPixelId !== options.adPixelId || last.bundle !== options.bundle)
    return false;
  if (options.dev || !sameTracking(last.tracking, options.tracking)) return false;
  if (last.trackingOff !== trackingDisabled(site)) return false;
  const { keys, values } = last;
  let count = 0;
  for (const name in context) if (name !== 'crumb') count++;
  if (count !== keys.length) return false;
  // `in` too: a key left undefined then and one absent now would compare alike.
  for (let i = 0; i < keys.length; i++)
    if (!(keys[i] in context) || !sameValue(values[i], context[keys[i]])) return false;
  return true;
}

/** The same value, or a list of the same values (a page's items are listed anew per request). */
function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (!Object.is(a[i], b[i])) return false;
  return true;
}

function sameTracking(a: DocumentOptions['tracking'], b: DocumentOptions['tracking']): boolean {
  if (a === undefined || b === undefined) return a === b;
  return a.pageType === b.pageType && a.path === b.path && a.item === b.item && a.collection === b.collection;
}
