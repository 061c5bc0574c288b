import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { rateLimit } from './rate-limit';

function limitedApp(clock: { t: number }) {
  const app = new Hono();
  app.use(rateLimit({ capacity: 3, refillPerSecond: 1, now: () => clock.t }));
  app.all('*', (c) => c.text('ok'));
  return app;
}

const post = (app: Hono, cookie = 'crumb=aaa', headers: Record<string, string> = {}) => app.request('/x', { method: 'POST', headers: { Cookie: cookie, ...headers } });

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

  it('keeps visitors apart by crumb, else by address, and never counts reads', async () => {
    const clock = { t: 0 };
    const app = limitedApp(clock);
    for (let i = 0; i < 3; i++) await post(app);
    expect((await post(app, 'crumb=bbb')).status).toBe(200);
    for (let i = 0; i < 3; i++) expect((await post(app, '', { 'X-Forwarded-For': '10.0.0.1, 10.0.0.2' })).status).toBe(200);
    expect((await post(app, '', { 'X-Forwarded-For': '10.0.0.1' })).status).toBe(429);
    expect((await post(app, '', { 'X-Forwarded-For': '10.0.0.9' })).status).toBe(200);
    expect((await app.request('/x', { headers: { Cookie: 'crumb=aaa' } })).status).toBe(200);
  });
});
