import { Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchEventLoopLag } from './event-loop-lag';
import {
  budgetFromEnv,
  busyFromEnv,
  DEFAULT_TRACKING_BUDGET_PER_SECOND,
  processBudgetFromEnv,
  TrackingBudget,
  trackingBudget,
} from './tracking-budget';

function appWith(perSecond: number | undefined, clock: { ms: number }, busy?: () => boolean) {
  const app = new Hono();
  app.use(
    trackingBudget({ isTracking: (c) => c.req.path.startsWith('/api/census/'), perSecond, now: () => clock.ms, busy }),
  );
  app.post('/api/census/RecordHit', (c) => c.body(null, 204));
  app.get('/shop', (c) => c.text('page'));
  return app;
}

describe('tracking budget', () => {
  afterEach(() => vi.unstubAllEnvs());

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

  it("answers a page's refused call 200 naming the 429 in X-Refusal-Status, other clients 429", async () => {
    const app = appWith(100, { ms: 0 }, () => true);
    const hit = (headers: Record<string, string>) => app.request('/api/census/RecordHit', { method: 'POST', headers });
    const pages: Record<string, string>[] = [{ Origin: 'http://shop.localhost' }, { 'X-Refusal-Status': 'in-header' }];
    for (const headers of pages) {
      const quiet = await hit(headers);
      expect(quiet.status).toBe(200);
      expect(quiet.headers.get('X-Refusal-Status')).toBe('429');
      expect(quiet.headers.get('Retry-After')).toBe('1');
      expect(await quiet.json()).toEqual({ error: 'Please try again in a few seconds.' });
    }
    const plain = await hit({});
    expect(plain.status).toBe(429);
    expect(plain.headers.get('X-Refusal-Status')).toBeNull();
  });

  it('never counts or refuses anything but tracking calls', async () => {
    const clock = { ms: 0 };
    const app = appWith(1, clock);
    expect((await app.request('/api/census/RecordHit', { method: 'POST' })).status).toBe(204);
    for (let i = 0; i < 20; i++) expect((await app.request('/shop')).status).toBe(200);
    expect((await app.request('/api/census/RecordHit', { method: 'POST' })).status).toBe(429);
  });

  it('with WORKERS=N the processes take the server budget between them, not N times it', async () => {
    vi.stubEnv('TRACKING_BUDGET_PER_SECOND', '12');
    vi.stubEnv('WORKERS', '3');
    const clock = { ms: 0 };
    // Three processes of one server, each with the budget it reads from the environment.
    const processes = [appWith(undefined, clock), appWith(undefined, clock), appWith(undefined, clock)];
    let taken = 0;
    for (const app of processes)
      for (let i = 0; i < 20; i++)
        if ((await app.request('/api/census/RecordHit', { method: 'POST' })).status === 204) taken += 1;
    expect(taken).toBe(12);
    clock.ms += 1000;
    taken = 0;
    for (const app of processes)
      for (let i = 0; i < 20; i++)
        if ((await app.request('/api/census/RecordHit', { method: 'POST' })).status === 204) taken += 1;
    expect(taken).toBe(12);
  });

  it('divides the budget by WORKERS, a share below one call a second still taking one now and then', async () => {
    expect(processBudgetFromEnv({ TRACKING_BUDGET_PER_SECOND: '2000', WORKERS: '4' })).toBe(500);
    expect(processBudgetFromEnv({ TRACKING_BUDGET_PER_SECOND: '2000' })).toBe(2000);
    expect(processBudgetFromEnv({ WORKERS: '2' })).toBe(DEFAULT_TRACKING_BUDGET_PER_SECOND / 2);
    const clock = { ms: 0 };
    const app = appWith(0.5, clock);
    const hit = () => app.request('/api/census/RecordHit', { method: 'POST' });
    expect((await hit()).status).toBe(204);
    expect((await hit()).status).toBe(429);
    clock.ms += 2000;
    expect((await hit()).status).toBe(204);
  });

  it('refuses tracking calls while the process is busy, pages never', async () => {
    const clock = { ms: 0 };
    const load = { busy: true };
    const app = appWith(100, clock, () => load.busy);
    const refused = await app.request('/api/census/RecordHit', { method: 'POST' });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('1');
    expect((await app.request('/shop')).status).toBe(200);
    load.busy = false;
    expect((await app.request('/api/census/RecordHit', { method: 'POST' })).status).toBe(204);
  });

  it('reads TRACKING_BUDGET_PER_SECOND, ignoring what is not a positive number', () => {
    expect(budgetFromEnv({ TRACKING_BUDGET_PER_SECOND: '2000' })).toBe(2000);
    for (const bad of [undefined, '', '0', '-5', 'lots', 'Infinity', '1e400']) {
      expect(budgetFromEnv({ TRACKING_BUDGET_PER_SECOND: bad })).toBe(DEFAULT_TRACKING_BUDGET_PER_SECOND);
    }
  });

  it('is busy when the event loop runs TRACKING_SHED_LAG_MS behind; 0 turns shedding off', () => {
    expect(busyFromEnv({ TRACKING_SHED_LAG_MS: '0' })()).toBe(false);
    expect(busyFromEnv({})()).toBe(false); // nothing measured yet
  });
});

describe('event loop lag', () => {
  afterEach(() => vi.useRealTimers());

  it('rises when timers run late and falls back within a few ticks once they run on time', () => {
    vi.useFakeTimers();
    const clock = { ms: 0 };
    const lag = watchEventLoopLag({ intervalMs: 20, now: () => clock.ms });
    const tick = (lateMs: number) => {
      clock.ms += 20 + lateMs;
      vi.advanceTimersByTime(20);
    };
    for (let i = 0; i < 10; i++) tick(2);
    expect(lag.behindMs()).toBeLessThan(5);
    tick(300); // the loop held up by a long stretch of work
    expect(lag.behindMs()).toBeGreaterThan(40);
    for (let i = 0; i < 6; i++) tick(0);
    expect(lag.behindMs()).toBeLessThan(40);
    lag.stop();
  });

  it('says how much of the time the loop was busy, smoothed, whether or not its timers ran late', () => {
    vi.useFakeTimers();
    const loop = { busy: 0.2 };
    const lag = watchEventLoopLag({ intervalMs: 20, now: () => 0, utilizationSinceLast: () => loop.busy });
    vi.advanceTimersByTime(200);
    expect(lag.utilization()).toBeCloseTo(0.2, 2);
    loop.busy = 1; // requests waiting, one after another
    vi.advanceTimersByTime(20);
    expect(lag.utilization()).toBeLessThan(0.9); // one tick is not a busy process
    vi.advanceTimersByTime(200);
    expect(lag.utilization()).toBeGreaterThan(0.9);
    loop.busy = 0.1;
    vi.advanceTimersByTime(200);
    expect(lag.utilization()).toBeLessThan(0.2);
    lag.stop();
  });
});

describe('one budget for the listener and the middleware', () => {
  it('admits without spending, takes by spending, and refuses while busy', () => {
    const clock = { ms: 0 };
    const load = { busy: false };
    const budget = new TrackingBudget({ perSecond: 2, now: () => clock.ms, busy: () => load.busy });
    expect(budget.admits()).toBe(true);
    expect(budget.admits()).toBe(true);
    expect([budget.take(), budget.take(), budget.take()]).toEqual([true, true, false]);
    expect(budget.admits()).toBe(false);
    clock.ms += 500;
    load.busy = true;
    expect(budget.admits()).toBe(false);
    expect(budget.take()).toBe(false);
    load.busy = false;
    expect(budget.take()).toBe(true);
  });
});
