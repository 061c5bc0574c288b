/**
 * Tracking calls the budget refuses, refused in the node request listener: before the Hono
 * adapter builds a web Request, before routing and middleware, without reading the body. A
 * flood of hits then costs the process little more than node's own HTTP parsing, so the pages
 * keep the CPU (issue 21). The refusal is the budget middleware's (429, the spec's message,
 * Retry-After), on the same keep-alive connection: node discards the unread body once the
 * answer is sent. Calls the budget admits go on to the app, whose budget middleware spends one
 * call of the same budget for them (server/middleware/tracking-budget.ts).
 *
 * @example
 *   const budget = new TrackingBudget();
 *   const app = createApp({ ..., trackingBudget: budget });
 *   serve({ fetch: app.fetch, createServer: (options, listener) =>
 *     createServer(options, refuseTrackingEarly(budget, listener)) });
 */
import { TRACKING_REFUSAL } from '../middleware/tracking-budget';
import { isTrackingPath } from './tracking-routes';
import type { TrackingBudget } from '../middleware/tracking-budget';
import type { IncomingMessage, RequestListener } from 'node:http';

const REFUSAL_HEADERS = {
  ...TRACKING_REFUSAL.headers,
  'Content-Length': String(Buffer.byteLength(TRACKING_REFUSAL.body)),
};

/** A tracking call, from the request line alone (what the app's middleware asks of the path). */
export function isTrackingRequest(request: IncomingMessage): boolean {
  const url = request.url ?? '';
  const query = url.indexOf('?');
  return request.method === 'POST' && isTrackingPath(query === -1 ? url : url.slice(0, query));
}

export function refuseTrackingEarly(budget: TrackingBudget, listener: RequestListener): RequestListener {
  return (request, response) => {
    if (isTrackingRequest(request) && !budget.admits()) {
      response.writeHead(TRACKING_REFUSAL.status, REFUSAL_HEADERS);
      response.end(TRACKING_REFUSAL.body);
      return;
    }
    listener(request, response);
  };
}
