/**
 * The address a site is published at, for every link the server writes into an email (password
 * reset, welcome, order and review links, unsubscribe, restock) and for checking redirect
 * targets. It comes from configuration only, never from the request: a Host header names the
 * site (the port is ignored), but `Host: demo.localhost:6666` must not put port 6666 into a
 * mailed link. The site's own `website.baseUrl` wins; otherwise `SITE_URL`'s pattern, with
 * `{host}` standing for the site's first host.
 *
 * @example
 *   siteOrigin(site, 'https://{host}'); // 'https://demo.localhost'
 */
import type { Site } from './types';

/** The pattern when none is configured: the host alone, on plain HTTP's own port. */
export const DEFAULT_SITE_URL = 'http://{host}';

/** The origin of an http(s) address, or undefined when it is not one. */
function httpOrigin(address: string): string | undefined {
  try {
    const url = new URL(address);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/** The message for a `SITE_URL` that cannot work, or undefined when it can. */
export function siteUrlProblem(pattern: string): string | undefined {
  if (!pattern.includes('{host}')) return `SITE_URL must contain {host}, as in https://{host}: ${pattern}`;
  return httpOrigin(pattern.replaceAll('{host}', 'example.com')) === undefined
    ? `SITE_URL must be an http or https address, as in https://{host}: ${pattern}`
    : undefined;
}

/**
 * Origins worked out before, per site object and pattern: the site resolver asks on every
 * request, and parsing the URL each time was 5% of a worker's time under a tracking flood. A
 * publish makes new site objects, so a changed `baseUrl` is read again.
 */
const known = new WeakMap<Site, Map<string, string>>();

/** `https://shop.example`: the site's `baseUrl`, else `pattern` for its first host. */
export function siteOrigin(site: Site, pattern = DEFAULT_SITE_URL): string {
  let byPattern = known.get(site);
  if (!byPattern) known.set(site, (byPattern = new Map()));
  let origin = byPattern.get(pattern);
  if (origin === undefined) byPattern.set(pattern, (origin = originOf(site, pattern)));
  return origin;
}

function originOf(site: Site, pattern: string): string {
  const base = typeof site.website.baseUrl === 'string' ? httpOrigin(site.website.baseUrl) : undefined;
  if (base) return base;
  const host = site.hosts[0] ?? 'localhost';
  return httpOrigin(pattern.replaceAll('{host}', host)) ?? httpOrigin(DEFAULT_SITE_URL.replace('{host}', host))!;
}
