/**
 * CSRF protection by the crumb cookie (spec §7, §8). The first visit gets a random `crumb`
 * cookie; every POST, PUT, PATCH or DELETE must come from a page of this site and send the
 * same value in the X-CSRF-Token header or a `crumb` form field. A refusal names the likely
 * cause: a stale session when the request carried cookies, disabled cookies when it carried none.
 * A call authenticated by an API key (`Authorization: Bearer …`) that carries no cookies needs
 * no crumb: a browser never adds that header to a request another site makes it send, so such a
 * call cannot be forged. With any cookie the crumb is still required (the cookie may be a session).
 *
 * @example
 *   app.use(crumb());
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { getCookie } from 'hono/cookie';
import { readFormField } from '../http';
import { setSiteCookie } from '../http/cookies';
import { plainPage } from '../pages/plain-page';
import type { Context, MiddlewareHandler, Next } from 'hono';
import type { AppEnv } from '../types';

export const CRUMB_COOKIE = 'crumb';
export const CRUMB_HEADER = 'X-CSRF-Token';
export const SESSION_EXPIRED = 'Your session has expired. Please reload the page and try again.';
export const COOKIES_DISABLED = 'Please enable cookies in your browser, reload the page, and try again.';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const CRUMB_FORMAT = /^[0-9a-f]{32}$/;
const CRUMB_BYTES = 16;
/**
 * New crumbs are cut from one draw of the system's random source per this many: a draw per
 * first visit was 4% of the CPU of a cached page (issue 28). Each crumb's bytes are used once.
 */
const CRUMBS_PER_DRAW = 256;
let drawn = Buffer.alloc(0);
let used = 0;

function newCrumb(): string {
  if (used + CRUMB_BYTES > drawn.length) {
    drawn = randomBytes(CRUMB_BYTES * CRUMBS_PER_DRAW);
    used = 0;
  }
  used += CRUMB_BYTES;
  return drawn.toString('hex', used - CRUMB_BYTES, used);
}

export interface CrumbOptions {
  /**
   * Calls that cannot carry the token (browser beacons send no headers): they must still come
   * from a page of this site (Origin, Sec-Fetch-Site), and must not change anything a visitor owns.
   */
  tokenFree?: (c: Context) => boolean;
}

export function crumb(options: CrumbOptions = {}): MiddlewareHandler<AppEnv> {
  /** A state-changing call's sender, by the crumb it sends (`known`: the cookie's, if sane). */
  const checkSender = async (c: Context<AppEnv>, next: Next, known: string | undefined) => {
    if (options.tokenFree?.(c)) {
      if (!fromThisSite(c)) return refuse(c, SESSION_EXPIRED);
    } else if (!(known && fromThisSite(c) && sameToken(await sentToken(c), known))) {
      return refuse(c, c.req.header('Cookie')?.trim() ? SESSION_EXPIRED : COOKIES_DISABLED);
    }
    return next();
  };
  // Not async: a page view or asset (no check) goes on without a promise of this one's.
  return function crumb(c, next) {
    if (isKeyCall(c)) {
      c.set('crumb', '');
      return next();
    }
    const cookie = getCookie(c, CRUMB_COOKIE);
    const known = cookie !== undefined && CRUMB_FORMAT.test(cookie) ? cookie : undefined;
    const value = known ?? newCrumb();
    if (!known) {
      setSiteCookie(c, CRUMB_COOKIE, value);
    }
    c.set('crumb', value);
    return STATE_CHANGING.has(c.req.method) ? checkSender(c, next, known) : next();
  };
}

function isKeyCall(c: Context): boolean {
  return /^Bearer\s/i.test(c.req.header('Authorization') ?? '') && !c.req.header('Cookie')?.trim();
}

async function sentToken(c: Context): Promise<string | undefined> {
  const header = c.req.header(CRUMB_HEADER);
  if (header) return header;
  const type = c.req.header('Content-Type') ?? '';
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(type)) return undefined;
  // Parsed once (the route's readForm reads the same parse); a body that cannot be parsed is
  // refused here with the reader's 400 naming the problem.
  return readFormField(c, CRUMB_COOKIE);
}

/**
 * A page of another site (even a sibling subdomain, which browsers count as the same site for
 * SameSite cookies and which can plant its own `crumb` cookie for us) must not post here.
 * Browsers name the sender in Origin and Sec-Fetch-Site; requests without them (old browsers,
 * scripts) still need the crumb.
 */
function fromThisSite(c: Context): boolean {
  const fetchSite = c.req.header('Sec-Fetch-Site');
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') return false;
  const origin = c.req.header('Origin');
  if (!origin) return true;
  const host = (c.req.header('Host') ?? new URL(c.req.url).host).toLowerCase();
  return URL.canParse(origin) && new URL(origin).host === host;
}

function sameToken(sent: string | undefined, expected: string): boolean {
  if (sent === undefined) return false;
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Browsers posting an HTML form get a page; scripts get the JSON the islands show. */
function refuse(c: Context, message: string): Response {
  if (c.req.header('Accept')?.includes('text/html')) return c.html(plainPage('Please reload the page', message), 403);
  return c.json({ error: message }, 403);
}
