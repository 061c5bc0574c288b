import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { budgetFromEnv, DEFAULT_TRACKING_BUDGET_PER_SECOND, trackingBudget } from './tracking-budget';

function appWith(perSecond: number, clock: { ms: number }) {
  const app = new Hono();
  app.use(trackingBudget({ isTracking: (c) => c.req.path.startsWith('/api/census/'), perSecond, now: () => clock.ms }));
  app.post('/api/census/RecordHit', (c) => c.body(null, 204));
  app.get('/shop', (c) => c.text('page'));
  return app;
}

describe('tracking budget', () => {
  it('takes one second of calls at once, then refuses with 429 and Retry-After until it refills', async () => {
    const clock = { ms: 0 };
    const app = appWith(5, clock);
    const hit = () => app.request('/api/census/RecordHit', { method: 'POST' });
    for (let i = 0; i < 5; i++) expect((await hit()).status).toBe(204);
    const refused = await hit();
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('1');
    expect(await refused.json()).toEqual({ error: 'Please try again in a few seconds.' });
    clock.ms += 200; // a fifth of a second: one call's worth
    expect((await hit()).status).toBe(204);
    expect((await hit()).status).toBe(429);
    clock.ms += 10_000; // never more than one second's worth saved up
    for (let i = 0; i < 5; i++) expect((await hit()).status).toBe(204);
    expect((await hit()).status).toBe(429);
  });

  it('never counts or refuses anything but tracking calls', async () => {
    const clock = { ms: 0 };
    const app = appWith(1, clock);
    expect((await app.request('/api/census/RecordHit', { method: 'POST' })).status).toBe(204);
    for (let i = 0; i < 20; i++) expect((await app.request('/shop')).status).toBe(200);
    expect((await app.request('/api/census/RecordHit', { method: 'POST' })).status).toBe(429);
  });

  it('reads TRACKING_BUDGET_PER_SECOND, ignoring what is not a positive number', () => {
    expect(budgetFromEnv({ TRACKING_BUDGET_PER_SECOND: '2000' })).toBe(2000);
    for (const bad of [undefined, '', '0', '-5', 'lots', 'Infinity', '1e400']) {
      expect(budgetFromEnv({ TRACKING_BUDGET_PER_SECOND: bad })).toBe(DEFAULT_TRACKING_BUDGET_PER_SECOND);
    }
  });
});
