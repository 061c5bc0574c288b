/**
 * Renders one page: the page template, then the layout around it as `mainContent`, then the
 * islands' stylesheet and chunk preloads before `</head>` and their props script, the boot
 * script, the ad pixel and the tracking tag before `</body>`. Errors carry their file.
 */
import { IslandCollector } from '../../islands';
import { DEFAULT_TIME_ZONE, LruCache } from '../../domain';
import { escapeHtml } from '../../engine';
import { designerPanel } from './designer-panel';
import { addIslandSources, emptyCspSources, finishedSources } from './page-csp';
import type { CspSources } from './page-csp';
import { trackingTag, type TrackedPage } from './tracking-tag';
import { AD_PIXEL_SOURCES, adPixelTag } from './ad-pixel-tag';
import type { Manifest } from '../../islands';
import { placeErrors, type PageError } from './page-error';
import type { Json, Site } from '../sites/types';

export const LAYOUT = 'layouts/site.html';
export const DEV_CLIENT_URL = '/__dev/client.js';

export interface DocumentOptions {
  /** Epoch ms for time-relative formatters. */
  now: number;
  /** The built island bundle; without one, islands stay server-rendered HTML. */
  bundle?: Manifest;
  /** Show template errors in the page and load the dev reload client. */
  dev: boolean;
  warn(message: string): void;
  /** The page as tracking sees it; without it the page loads no tracking client. */
  tracking?: TrackedPage;
  /**
   * The site's ad pixel id, put before the tracking tag of a tracked page (never on another),
   * its hosts added to the page's CSP; null or absent: none.
   */
  adPixelId?: string | null;
}

export interface RenderedDocument {
  html: string;
  errors: PageError[];
  /** What the page's islands need its CSP to allow beyond the site-wide policy. */
  csp?: CspSources;
  /** A formatter read "now": the page depends on the time of its render (render-reuse.ts). */
  clockRead?: true;
}

/** `undefined` when the site has no such page template. */
export function renderDocument(
  site: Site,
  template: string,
  context: Json,
  options: DocumentOptions,
): RenderedDocument | undefined {
  const page = site.templates.get(template);
  if (!page) return undefined;
  const sources = emptyCspSources();
  const islands = new IslandCollector({
    warn: options.warn,
    observe: (name, props) => addIslandSources(sources, name, props),
  });
  const renderOptions = {
    partials: site.templates.partials,
    now: options.now,
    locale: typeof site.website.language === 'string' ? site.website.language : 'en-US',
    timezone: typeof site.website.timeZone === 'string' ? site.website.timeZone : DEFAULT_TIME_ZONE,
    host: islands,
    memo: site.caches.renderMemo,
  };
  const main = page.render(context, renderOptions);
  const partialFile = (name: string) => site.templates.partialFile(name);
  const errors: PageError[] = placeErrors(main.errors, template, partialFile);
  const layout = site.templates.get(LAYOUT);
  let html = main.output;
  let clockRead = main.clockRead;
  if (layout) {
    // Object.assign, not a spread then properties (server/README.md, "Per-request code").
    const shell = layout.render(Object.assign({}, context, { mainContent: main.output }), renderOptions);
    errors.push(...placeErrors(shell.errors, LAYOUT, partialFile));
    html = shell.output;
    clockRead ||= shell.clockRead;
  } else {
    errors.push({ type: 'server', message: `The layout template '${LAYOUT}' is missing`, file: LAYOUT });
  }
  const props = islands.propsScript();
  let tail = props;
  if (props && options.bundle) tail += `<script type="module" src="${escapeHtml(options.bundle.boot)}"></script>`;
  if (options.tracking) {
    const tracking = trackingTag(site, options.tracking, options.bundle);
    if (tracking && options.adPixelId) {
      tail += adPixelTag(options.adPixelId);
      // After the islands' sources, in the order the page's CSP named them when the pixel was added after.
      for (const kind of ['script', 'frame', 'connect', 'img'] as const) sources[kind].push(...AD_PIXEL_SOURCES[kind]);
    }
    tail += tracking;
  }
  if (options.dev) tail += `${designerPanel(errors)}<script type="module" src="${DEV_CLIENT_URL}"></script>`;
  const csp = finishedSources(sources);
  return {
    html: insertIntoShell(html, options.bundle ? headLinks(options.bundle, islands.names) : '', tail),
    errors,
    ...(csp ? { csp } : {}),
    ...(clockRead ? { clockRead } : {}),
  };
}

/** Per bundle, per list of island names: the head links. Pages of one kind list the same islands. */
const linksByBundle = new WeakMap<Manifest, LruCache<string, string>>();

/**
 * The islands' stylesheet, and a preload of the chunks the entry imports (the shared chunk,
 * scripts/shared-chunk.ts) and of each chunk the islands on this page will import, so that the
 * browser fetches them all at once instead of learning of each from the file before.
 */
function headLinks(bundle: Manifest, names: string[]): string {
  let known = linksByBundle.get(bundle);
  if (!known) linksByBundle.set(bundle, (known = new LruCache(500)));
  const key = names.join(',');
  let links = known.get(key);
  if (links === undefined) {
    links = linksOf(bundle, names);
    known.set(key, links);
  }
  return links;
}

function linksOf(bundle: Manifest, names: string[]): string {
  const chunks = new Set([...(bundle.bootImports ?? []), ...names.flatMap((name) => bundle.islands[name] ?? [])]);
  let links = bundle.css ? `<link rel="stylesheet" href="${escapeHtml(bundle.css)}">` : '';
  for (const chunk of chunks) links += `<link rel="modulepreload" href="${escapeHtml(chunk)}">`;
  return links;
}

/**
 * `head` before the first `</head>` (else at the start) and `tail` before the last `</body>`
 * (else at the end), cut from the page in one pass: the page is copied once, not once per insert.
 */
function insertIntoShell(html: string, head: string, tail: string): string {
  if (!head && !tail) return html;
  const headAt = head ? html.indexOf('</head>') : -1;
  const tailAt = tail ? html.lastIndexOf('</body>') : -1;
  const pieces: [number, string][] = [];
  if (head) pieces.push([headAt === -1 ? 0 : headAt, head]);
  if (tail) pieces.push([tailAt === -1 ? html.length : tailAt, tail]);
  if (pieces.length === 2 && pieces[1][0] < pieces[0][0]) pieces.reverse();
  let out = '';
  let from = 0;
  for (const [at, text] of pieces) {
    out += html.slice(from, at) + text;
    from = at;
  }
  return out + html.slice(from);
}
