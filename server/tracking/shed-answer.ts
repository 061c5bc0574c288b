/**
 * Which tracking calls are a page's, whose refusals are answered quietly, and the shed answer. Every
 * refusal of a tracking call is expected: one the budget sheds under load (by the middleware,
 * server/middleware/tracking-budget.ts, and by the node listener before the app,
 * ./early-refusal.ts), a visitor past the tracking route's own rate limit, a malformed or
 * crumbless hit. The analytics it carried are dropped; Chromium still logs every answer of 400
 * or more, beacons included, as 'Failed to load resource' in the visitor's console. So a call
 * from a page is refused the way the islands' other expected refusals are
 * (domain/refusal-status.ts): 200 naming the status in `X-Refusal-Status`, with the same body
 * and headers, nothing stored. A page's call is one that asks with that header (the islands'
 * fetch calls) or carries `Origin`, which browsers send with every POST, beacons too: a beacon
 * cannot add a header of its own to ask. Any other client (a load generator, curl) reads the
 * plain status, so what was refused is never counted as taken. The shed answer is written here;
 * the app's other refusals of a page's tracking call are turned so by the `/api/*`
 * refusal-status middleware, told which calls are a page's (`isPageTrackingCall`, server/app.ts).
 *
 * @example
 *   const answer = shedAnswer((name) => c.req.header(name));
 *   return c.body(answer.body, answer.status, answer.headers);
 */
import { REFUSAL_HEADER, REFUSAL_IN_HEADER } from '../../domain';
import { isTrackingPath } from './tracking-routes';
import type { Context } from 'hono';

export const TRACKING_BUSY = 'Please try again in a few seconds.';

export interface ShedAnswer {
  status: 200 | 429;
  body: string;
  headers: Readonly<Record<string, string>>;
}

const body = JSON.stringify({ error: TRACKING_BUSY });
const headers = { 'Content-Type': 'application/json', 'Retry-After': '1' };

/** For a client that did not ask for a quiet refusal. */
export const SHED_REFUSAL: ShedAnswer = { status: 429, body, headers };

/** For a page's call: its console stays clean, and the status meant is in the header. */
export const QUIET_SHED_REFUSAL: ShedAnswer = { status: 200, body, headers: { ...headers, [REFUSAL_HEADER]: '429' } };

/** Whether a tracking call is a page's, from its request headers (`header` reads one by name). */
export function isPageCall(header: (name: string) => string | undefined): boolean {
  return header(REFUSAL_HEADER) === REFUSAL_IN_HEADER || Boolean(header('Origin'));
}

/** Whether the app's request is a page's tracking call, whose refusals are answered quietly. */
export function isPageTrackingCall(c: Context): boolean {
  return isTrackingPath(c.req.path) && isPageCall((name) => c.req.header(name));
}

/** The answer for a shed call, from its request headers (`header` reads one by name). */
export function shedAnswer(header: (name: string) => string | undefined): ShedAnswer {
  return isPageCall(header) ? QUIET_SHED_REFUSAL : SHED_REFUSAL;
}
