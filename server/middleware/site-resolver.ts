/**
 * Finds the site the Host header names (port ignored) and the origin it is published at (from
 * configuration, not the header). Any other host gets a self-contained 404 page: no site's
 * templates or data are used for a host no site claims.
 *
 * @example
 *   app.use(siteResolver({ sites }));
 */
import { hostName } from '../sites/host';
import { siteOrigin } from '../sites/site-origin';
import { plainPage } from '../pages/plain-page';
import type { MiddlewareHandler } from 'hono';
import type { SiteRegistry } from '../sites/site-registry';
import type { AppEnv } from '../types';

export interface SiteResolverOptions {
  sites: SiteRegistry;
  /** How a site without a baseUrl is addressed (SITE_URL). @default 'http://{host}' */
  siteUrl?: string;
}

export function siteResolver({ sites, siteUrl }: SiteResolverOptions): MiddlewareHandler<AppEnv> {
  // Not async: nothing is done after the routes, so the request goes on without a promise of its own.
  return function siteResolver(c, next) {
    const host = hostName(c.req.header('Host') ?? new URL(c.req.url).host);
    const site = sites.byHost(host);
    if (!site) {
      const message = `No site is published at ${host || 'this address'}`;
      return Promise.resolve(c.html(plainPage('Site not found', message), 404));
    }
    c.set('site', site);
    c.set('siteOrigin', siteOrigin(site, siteUrl));
    return next();
  };
}
