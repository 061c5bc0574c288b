import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { bucketStore, memoryBuckets, type BucketStore } from '../buckets';
import { rateLimit, type RateLimitOptions } from './rate-limit';

function limitedApp(clock: { t: number }, options: RateLimitOptions = {}) {
  const app = new Hono();
  app.use(rateLimit({ capacity: 3, refillPerSecond: 1, now: () => clock.t, ...options }));
  app.all('*', (c) => c.text('ok'));
  return app;
}

/** A POST as @hono/node-server hands it over: the socket's peer address is in the bindings. */
const post = (app: Hono, cookie = 'crumb=aaa', headers: Record<string, string> = {}, from = '192.0.2.1') =>
  app.request(
    '/x',
    { method: 'POST', headers: { Cookie: cookie, ...headers } },
    { incoming: { socket: { remoteAddress: from } } },
  );

describe('rateLimit', () => {
  it('lets a visitor spend the bucket, then answers 429 with Retry-After and the spec message', async () => {
    const clock = { t: 0 };
    const app = limitedApp(clock);
    for (let i = 0; i < 3; i++) expect((await post(app)).status).toBe(200);
    const refused = await post(app);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('1');
    expect(await refused.json()).toEqual({ error: 'Please try again in a few seconds.' });
  });

  it('refills over time, up to the capacity', async () => {
    const clock = { t: 0 };
    const app = limitedApp(clock);
    for (let i = 0; i < 3; i++) await post(app);
    clock.t = 1000;
    expect((await post(app)).status).toBe(200);
    expect((await post(app)).status).toBe(429);
    clock.t = 60_000;
    for (let i = 0; i < 3; i++) expect((await post(app)).status).toBe(200);
    expect((await post(app)).status).toBe(429);
  });

  it('keeps visitors apart by crumb, else by socket address, and never counts reads', async () => {
    const clock = { t: 0 };
    const app = limitedApp(clock);
    for (let i = 0; i < 3; i++) await post(app);
    expect((await post(app, 'crumb=bbb')).status).toBe(200);
    for (let i = 0; i < 3; i++) expect((await post(app, '', {}, '10.0.0.1')).status).toBe(200);
    expect((await post(app, '', {}, '10.0.0.1')).status).toBe(429);
    expect((await post(app, '', {}, '10.0.0.9')).status).toBe(200);
    expect((await app.request('/x', { headers: { Cookie: 'crumb=aaa' } })).status).toBe(200);
  });

  it('caps one address however many crumbs it invents, at `perAddress` visitors of calls', async () => {
    const clock = { t: 0 };
    const app = limitedApp(clock, { perAddress: 2 });
    for (let i = 0; i < 6; i++) expect((await post(app, `crumb=rotated${i}`)).status).toBe(200);
    const refused = await post(app, 'crumb=rotated-again');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('1');
    expect((await post(app, 'crumb=someone-else', {}, '198.51.100.7')).status).toBe(200);
  });

  it('ignores a client-sent X-Forwarded-For unless told how many proxies of ours add to it', async () => {
    const clock = { t: 0 };
    const direct = limitedApp(clock);
    for (let i = 0; i < 3; i++) await post(direct, '', { 'X-Forwarded-For': `10.1.1.${i}` });
    expect((await post(direct, '', { 'X-Forwarded-For': '10.1.1.99' })).status).toBe(429);

    const proxied = limitedApp(clock, { trustedProxies: 1 });
    // Our proxy appends the address it saw; whatever the client put before it is not believed.
    for (let i = 0; i < 3; i++)
      expect((await post(proxied, '', { 'X-Forwarded-For': `10.1.1.${i}, 203.0.113.5` }, '10.0.0.2')).status).toBe(200);
    expect((await post(proxied, '', { 'X-Forwarded-For': '10.1.1.99, 203.0.113.5' }, '10.0.0.2')).status).toBe(429);
    expect((await post(proxied, '', { 'X-Forwarded-For': '203.0.113.6' }, '10.0.0.2')).status).toBe(200);
  });

  it('keeps a local limit in its own memory, never in the shared store of the app', async () => {
    const shared = memoryBuckets();
    let sharedTakes = 0;
    const counting: BucketStore = { ...shared, take: (...args) => (sharedTakes++, shared.take(...args)) };
    const app = new Hono();
    app.use(bucketStore(counting));
    app.use(rateLimit({ capacity: 3, refillPerSecond: 1, now: () => 0, local: true }));
    app.all('*', (c) => c.text('ok'));
    for (let i = 0; i < 3; i++) expect((await post(app)).status).toBe(200);
    expect((await post(app)).status).toBe(429);
    expect(sharedTakes).toBe(0);
  });
});
