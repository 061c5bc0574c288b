import { Agent, createServer, request } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import { TrackingBudget, trackingBudget } from '../middleware/tracking-budget';
import { isTrackingRequest, refuseTrackingEarly } from './early-refusal';
import { isTrackingPath } from './tracking-routes';
import type { IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';

const HIT = JSON.stringify({ url: 'http://shop.localhost/', title: 'Home' });

/**
 * The app as scripts/start.ts serves it, small: the budget middleware over the tracking paths,
 * a hit route that reads its body, a page; every request the app sees is counted.
 */
function served(budget: TrackingBudget) {
  const seen: string[] = [];
  const app = new Hono();
  app.use((c, next) => {
    seen.push(`${c.req.method} ${c.req.path}`);
    return next();
  });
  app.use(trackingBudget({ isTracking: (c) => c.req.method === 'POST' && isTrackingPath(c.req.path), budget }));
  app.post('/api/census/RecordHit', async (c) => {
    await c.req.json();
    return c.body(null, 204);
  });
  app.get('/shop', (c) => c.text('the shop'));
  const server = createServer(refuseTrackingEarly(budget, getRequestListener(app.fetch)));
  return { server, seen };
}

let open: Server | undefined;
let agent: Agent | undefined;
afterEach(async () => {
  agent?.destroy();
  await new Promise((resolve) => (open ? open.close(resolve) : resolve(undefined)));
  open = agent = undefined;
});

async function listen(server: Server) {
  open = server;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // One keep-alive connection for every request: a refusal must leave it usable.
  agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const { port } = server.address() as AddressInfo;
  return (method: string, path: string, body?: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; headers: IncomingMessage['headers']; text: string; reused: boolean }>(
      (resolve, reject) => {
        const req = request({ host: '127.0.0.1', port, method, path, agent, headers }, (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk) => (text += chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode!, headers: res.headers, text, reused: req.reusedSocket }),
          );
        });
        req.on('error', reject);
        if (body) req.setHeader('Content-Type', 'application/json');
        req.end(body);
      },
    );
}

describe('tracking calls refused in the node listener', () => {
  it('answers an over-budget hit with the 429 before the app sees it, on the same keep-alive connection', async () => {
    const clock = { ms: 0 };
    const { server, seen } = served(new TrackingBudget({ perSecond: 1, now: () => clock.ms, busy: () => false }));
    const send = await listen(server);

    expect((await send('POST', '/api/census/RecordHit', HIT)).status).toBe(204);
    const refused = await send('POST', '/api/census/RecordHit', HIT);
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe('1');
    expect(JSON.parse(refused.text)).toEqual({ error: 'Please try again in a few seconds.' });
    // The app (its routing, middleware, body reading, database) never saw the refused call.
    expect(seen).toEqual(['POST /api/census/RecordHit']);

    // The refused call's body was discarded, not left in the connection: the next request on
    // it is a page, served while tracking is refused.
    const page = await send('GET', '/shop');
    expect(page).toMatchObject({ status: 200, text: 'the shop', reused: true });
    expect((await send('POST', '/api/census/RecordHit?x=1', HIT)).status).toBe(429);
    clock.ms += 1000;
    expect((await send('POST', '/api/census/RecordHit', HIT)).status).toBe(204);
    expect(seen).toEqual(['POST /api/census/RecordHit', 'GET /shop', 'POST /api/census/RecordHit']);
  });

  it('counts a call it lets through once, though the listener and the middleware both check the budget', async () => {
    const clock = { ms: 0 };
    const { server, seen } = served(new TrackingBudget({ perSecond: 3, now: () => clock.ms, busy: () => false }));
    const send = await listen(server);
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await send('POST', '/api/census/RecordHit', HIT)).status);
    expect(statuses).toEqual([204, 204, 204, 429, 429]);
    expect(seen).toHaveLength(3);
  });

  it('sheds tracking while the process is busy, and serves pages meanwhile', async () => {
    const load = { busy: true };
    const { server, seen } = served(new TrackingBudget({ perSecond: 100, busy: () => load.busy }));
    const send = await listen(server);
    expect((await send('POST', '/api/census/RecordHit', HIT)).status).toBe(429);
    expect((await send('GET', '/shop')).status).toBe(200);
    load.busy = false;
    expect((await send('POST', '/api/census/RecordHit', HIT)).status).toBe(204);
    expect(seen).toEqual(['GET /shop', 'POST /api/census/RecordHit']);
  });

  it("answers a page's shed call 200 naming the 429, so the visitor's console stays clean", async () => {
    const load = { busy: true };
    const { server, seen } = served(new TrackingBudget({ perSecond: 100, busy: () => load.busy }));
    const send = await listen(server);
    // A beacon cannot add headers; the browser sends Origin with it, as with every POST.
    const beacon = await send('POST', '/api/census/RecordHit', HIT, { Origin: 'http://shop.localhost' });
    // The islands' fetch calls ask with the refusal header.
    const asked = await send('POST', '/api/census/button-render', HIT, { 'X-Refusal-Status': 'in-header' });
    for (const quiet of [beacon, asked]) {
      expect(quiet.status).toBe(200);
      expect(quiet.headers['x-refusal-status']).toBe('429');
      expect(quiet.headers['retry-after']).toBe('1');
      expect(JSON.parse(quiet.text)).toEqual({ error: 'Please try again in a few seconds.' });
    }
    expect(asked.reused).toBe(true);
    // A client that is no page (a load generator) still reads the 429 it was refused with.
    const tool = await send('POST', '/api/census/RecordHit', HIT);
    expect(tool.status).toBe(429);
    expect(tool.headers['x-refusal-status']).toBeUndefined();
    expect(seen).toEqual([]);
  });

  it('tells tracking calls by method and path alone, as the middleware does', () => {
    const call = (method: string, url: string) => ({ method, url }) as IncomingMessage;
    expect(isTrackingRequest(call('POST', '/api/census/RecordHit'))).toBe(true);
    expect(isTrackingRequest(call('POST', '/api/events/service?validate=true'))).toBe(true);
    expect(isTrackingRequest(call('POST', '/api/1/performance/records'))).toBe(true);
    expect(isTrackingRequest(call('GET', '/api/1/performance/settings'))).toBe(false);
    expect(isTrackingRequest(call('POST', '/api/census/RecordQuickView'))).toBe(false);
    expect(isTrackingRequest(call('POST', '/api/commerce/shopping-cart/entries'))).toBe(false);
    expect(isTrackingRequest(call('GET', '/shop'))).toBe(false);
  });
});
