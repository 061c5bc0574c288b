/**
 * What a tracking call the budget sheds is answered, by the middleware
 * (server/middleware/tracking-budget.ts) and by the node listener before the app
 * (./early-refusal.ts). A shed hit is expected under load and the analytics it carried are
 * dropped; Chromium still logs every answer of 400 or more, beacons included, as 'Failed to load
 * resource' in the visitor's console. So a call from a page is refused the way the islands'
 * other expected refusals are (domain/refusal-status.ts): 200 naming 429 in `X-Refusal-Status`,
 * with the same body and Retry-After, nothing stored. A page's call is one that asks with that
 * header (the islands' fetch calls) or carries `Origin`, which browsers send with every POST,
 * beacons too: a beacon cannot add a header of its own to ask. Any other client (a load
 * generator, curl) reads the plain 429, so what was refused is never counted as taken.
 *
 * @example
 *   const answer = shedAnswer((name) => c.req.header(name));
 *   return c.body(answer.body, answer.status, answer.headers);
 */
import { REFUSAL_HEADER, REFUSAL_IN_HEADER } from '../../domain';

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

/** The answer for a shed call, from its request headers (`header` reads one by name). */
export function shedAnswer(header: (name: string) => string | undefined): ShedAnswer {
  const fromPage = header(REFUSAL_HEADER) === REFUSAL_IN_HEADER || Boolean(header('Origin'));
  return fromPage ? QUIET_SHED_REFUSAL : SHED_REFUSAL;
}
