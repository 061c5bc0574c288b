/** GET of any path: the site's page for it (or its lock screen, or its not-found page). */
import { Hono } from 'hono';
import { unlockedCollections } from '../lock/unlock-cookie';
import { cartSummary } from '../render/cart-summary';
import { renderPage } from '../render/page-renderer';
import { cartToken } from '../commerce/cart-cookies';
import { heldMembershipsReader } from '../subscriptions/kept-memberships';
import { sellsMemberships } from '../subscriptions/memberships';
import { requestTarget } from '../http/request-url';
import { sendPage } from '../http/send-page';
import { acceptsEncoding } from '../assets/accept-encoding';
import type { PageCache } from '../render/page-cache';
import type { RenderEnv } from '../render/page-renderer';
import type { Sql } from '../db';
import type { AppEnv } from '../types';

export interface PageRoutesOptions {
  secret: string;
  cache: PageCache;
  env(): RenderEnv;
  /** Where memberships are read (member areas sold by membership). */
  db?: Sql;
}

export function pageRoutes({ secret, cache, env, db }: PageRoutesOptions): Hono<AppEnv> {
  const heldMemberships = db ? heldMembershipsReader(db) : undefined;
  return new Hono<AppEnv>().get('*', async (c) => {
    const site = c.get('site');
    // The path asked for, on the site's configured origin: canonical and share links in the page
    // never take a host or port from the Host header, and one render serves every Host spelling.
    // Joined as text, not resolved: a target such as `//evil.example/shop` stays a path here.
    // Parsed only when the page is rendered: a page served from the cache needs the text alone.
    const origin = c.get('siteOrigin');
    const target = requestTarget(c);
    const unlocked = await unlockedCollections(c, secret, site);
    // Added to the summary, not spread into a new literal: a spread then a property costs
    // microseconds per request on Node 20 (issue 28).
    const cart = cartSummary(site, 0, 0);
    cart.cartPresent = cartToken(c) !== undefined;
    const user = c.get('siteUser');
    const signedIn = user !== undefined;
    // Kept per site and user until subscriptions or memberships are written (a cancellation
    // closes the area on the next request in this process, on another once its NOTIFY arrives),
    // and asked of the clock on every request, so a last period ending closes it unwritten.
    const memberships =
      user && heldMemberships && sellsMemberships(site)
        ? await heldMemberships(site.id, user.siteUserId, new Date())
        : undefined;
    // Everything a render depends on besides site, time and stock goes in the key.
    const key = [
      origin,
      target,
      [...unlocked].map((col) => col.id).join(','),
      cart.totalQuantity,
      cart.subtotalCents,
      cart.cartPresent,
      signedIn,
      [...(memberships ?? [])].sort().join(','),
    ].join('|');
    // A cached page is gzipped once per render, not per response (render/gzip-parts.ts).
    const gzip = c.req.method === 'GET' && acceptsEncoding(c.req.header('Accept-Encoding'), 'gzip');
    const { page, body, encoding } = await cache.respond(
      site,
      key,
      c.get('crumb'),
      (crumb) =>
        renderPage(
          {
            site,
            url: new URL(origin + target),
            crumb,
            cart,
            signedIn,
            memberships,
            isUnlocked: (col) => unlocked.has(col),
          },
          env(),
        ),
      { gzip },
    );
    return sendPage(c, page, body, encoding);
  });
}
