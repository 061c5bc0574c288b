/**
 * Renders one page of one fixture site without a server or database, as `npm run render`
 * prints it: stock comes from the fixtures, the visitor has no cookies.
 *
 * @example
 *   const { status, html, errors } = await renderSitePage({ site: 'demo', path: '/shop/blue-shirt' });
 */
import { readManifest } from '../islands';
import { consoleLogger } from './logger';
import { cartSummary } from './render/cart-summary';
import { renderPage } from './render/page-renderer';
import { SiteRegistry } from './sites/site-registry';
import { requiredMemberships } from './subscriptions/memberships';
import { FIXTURES_DIR, TEMPLATES_DIR } from './paths';
import type { Logger } from './logger';
import type { PageError } from './render/page-error';
import type { Site } from './sites/types';

export interface RenderSitePageOptions {
  /** Site id (its fixtures folder name) or a loaded site. */
  site: string | Site;
  /** Path with optional query: `/search?q=shirt`. */
  path: string;
  /** Host for absolute links. @default the site's first host */
  host?: string;
  /** Epoch ms for "now", for output that does not change between runs. @default Date.now() */
  now?: number;
  /** @default console, errors included */
  log?: Logger;
  /**
   * The visitor as a signed-in site user holding every membership, so member areas show their
   * pages rather than the sign-in request. @default false
   */
  member?: boolean;
  /** The visitor has unlocked every password-protected collection. @default false */
  unlocked?: boolean;
}

export interface RenderedSitePage {
  status: number;
  pageType: number;
  html: string;
  errors: PageError[];
  /** Where a redirect points (then `html` is empty). */
  location?: string;
}

let fixtures: Promise<SiteRegistry> | undefined;

export async function renderSitePage(options: RenderSitePageOptions): Promise<RenderedSitePage> {
  const site = typeof options.site === 'string' ? await fixtureSite(options.site) : options.site;
  const url = new URL(options.path, `http://${options.host ?? site.hosts[0] ?? 'localhost'}`);
  const result = await renderPage(
    {
      site,
      url,
      crumb: '',
      cart: cartSummary(site, 0, 0),
      isUnlocked: () => options.unlocked === true,
      signedIn: options.member === true,
      memberships: options.member ? everyMembership(site) : undefined,
    },
    { dev: false, log: options.log ?? consoleLogger, now: options.now, bundle: readManifest() },
  );
  return {
    status: result.status,
    pageType: result.pageType,
    html: result.html,
    errors: result.errors,
    ...(result.location === undefined ? {} : { location: result.location }),
  };
}

function everyMembership(site: Site): Set<string> {
  return new Set([...site.collections.values()].flatMap(requiredMemberships));
}

/** A fixture site by id, loaded once per process (the render CLI renders many pages of it). */
export async function fixtureSite(id: string): Promise<Site> {
  fixtures ??= SiteRegistry.load({ fixturesDir: FIXTURES_DIR, templatesDir: TEMPLATES_DIR });
  const registry = await fixtures;
  const site = registry.byId(id);
  if (!site)
    throw new Error(
      `No site '${id}' in ${FIXTURES_DIR}: sites are ${registry
        .all()
        .map((s) => s.id)
        .join(', ')}`,
    );
  return site;
}
