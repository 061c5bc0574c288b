/**
 * Tracking calls the budget refuses, refused in the node request listener: before the Hono
 * adapter builds a web Request, before routing and middleware, without reading the body. A
 * flood of hits then costs the process little more than node's own HTTP parsing, so the pages
 * keep the CPU (issue 21). The refusal is the budget middleware's (./shed-answer.ts: 429, or
 * 200 naming it for a page's call), on the same keep-alive connection: node discards the
 * unread body once the answer is sent. Calls the budget admits go on to the app, whose budget middleware spends one
 * call of the same budget for them (server/middleware/tracking-budget.ts).
 *
 * @example
 *   const budget = new TrackingBudget();
 *   const app = createApp({ ..., trackingBudget: budget });
 *   serve({ fetch: app.fetch, createServer: (options, listener) =>
 *     createServer(options, refuseTrackingEarly(budget, listener)) });
 */
import { QUIET_SHED_REFUSAL, SHED_REFUSAL, shedAnswer } from './shed-answer';
import { isTrackingPath } from './tracking-routes';
import type { TrackingBudget } from '../middleware/tracking-budget';
import type { ShedAnswer } from './shed-answer';
import type { IncomingMessage, RequestListener } from 'node:http';

// Each answer's headers written out once: refusing is the listener's hot path under a flood.
const HEADERS = new Map<ShedAnswer, Record<string, string>>(
  [SHED_REFUSAL, QUIET_SHED_REFUSAL].map((answer) => [
    answer,
    { ...answer.headers, 'Content-Length': String(Buffer.byteLength(answer.body)) },
  ]),
);

/** A header of the request by name (node keeps names in lower case; repeated ones as a list). */
function headerOf(request: IncomingMessage): (name: string) => string | undefined {
  return (name) => {
    const value = request.headers[name.toLowerCase()];
    return Array.isArray(value) ? value[0] : value;
  };
}

/** A tracking call, from the request line alone (what the app's middleware asks of the path). */
export function isTrackingRequest(request: IncomingMessage): boolean {
  const url = request.url ?? '';
  const query = url.indexOf('?');
  return request.method === 'POST' && isTrackingPath(query === -1 ? url : url.slice(0, query));
}

export function refuseTrackingEarly(budget: TrackingBudget, listener: RequestListener): RequestListener {
  return (request, response) => {
    if (isTrackingRequest(request) && !budget.admits()) {
      const refusal = shedAnswer(headerOf(request));
      response.writeHead(refusal.status, HEADERS.get(refusal));
      response.end(refusal.body);
      return;
    }
    listener(request, response);
  };
}
