/**
 * A budget for tracking calls, checked before anything else is done for them. Each hit is
 * cheap, but a flood of them (a bot, a misbehaving page, a load test with a thousand visitors)
 * would take the server's CPU from page rendering: tracking is only ever worth less than the
 * pages it measures. A tracking call is refused, at once and before any other middleware, when
 *
 * - the budget is spent: `TRACKING_BUDGET_PER_SECOND` is what the whole server takes, and
 *   with `WORKERS=N` each process takes its share, the budget divided by N. Dividing is what
 *   a hit can afford: sharing one bucket through the primary, Redis or PostgreSQL (as the rate
 *   limits do) would put a message or round trip on every hit, the very cost the budget is
 *   there to cap. node:cluster hands connections to the workers in turn, so the shares fill
 *   alike; a share left idle on one process while another refuses only loses analytics.
 * - the process is busy: its event loop runs behind (server/middleware/event-loop-lag.ts).
 *   Pages queued behind other work go first; tracking waits for a quieter moment.
 *
 * A refusal answers 429 (the spec's message) with Retry-After; the client ignores failed
 * tracking calls, so a visitor never notices, and the hits lost are those of a burst no
 * store's traffic makes. Per-visitor limits (the tracking route's own) still apply within.
 *
 * @module
 */
import { watchEventLoopLag } from './event-loop-lag';
import type { EventLoopLag } from './event-loop-lag';
import type { Context, MiddlewareHandler } from 'hono';

/** Tracking calls the whole server takes per second, sustained; one second's worth may come at once. */
export const DEFAULT_TRACKING_BUDGET_PER_SECOND = 500;

/**
 * How far behind the event loop may run (smoothed, ms) before tracking calls are shed. A
 * process rendering pages flat out on a loaded machine runs a few ms behind; well past that,
 * requests are queueing, and each hit taken would make every queued page wait longer.
 */
export const DEFAULT_SHED_TRACKING_LAG_MS = 40;

export const TRACKING_BUSY = 'Please try again in a few seconds.';

export interface TrackingBudgetOptions {
  /** Which requests are tracking calls. */
  isTracking: (c: Context) => boolean;
  /** Calls this process takes per second. @default processBudgetFromEnv() */
  perSecond?: number;
  /** The clock, in milliseconds. @default performance.now */
  now?: () => number;
  /** Whether the process is too busy for tracking now. @default busyFromEnv() */
  busy?: () => boolean;
}

/** The whole server's budget: `TRACKING_BUDGET_PER_SECOND` when it is a positive number. */
export function budgetFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.TRACKING_BUDGET_PER_SECOND);
  return Number.isFinite(value) && value > 0 ? value : DEFAULT_TRACKING_BUDGET_PER_SECOND;
}

/**
 * This process's share of the server's budget: divided by `WORKERS`, the processes of
 * `npm start` (scripts/cluster.ts starts none with another value, and each worker inherits it).
 */
export function processBudgetFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const workers = Number(env.WORKERS);
  return budgetFromEnv(env) / (Number.isInteger(workers) && workers > 1 ? workers : 1);
}

// One event loop per process, so one watch, started by the first tracking call that asks.
let processLag: EventLoopLag | undefined;

/**
 * "Busy" is the event loop running more than `TRACKING_SHED_LAG_MS` behind (default 40).
 * `0` turns shedding off: the tests do (vitest configs), since a shared machine's load would
 * refuse hits they expect stored; under `npm start` that load is exactly when to shed.
 */
export function busyFromEnv(env: NodeJS.ProcessEnv = process.env): () => boolean {
  const text = env.TRACKING_SHED_LAG_MS?.trim();
  const value = text ? Number(text) : DEFAULT_SHED_TRACKING_LAG_MS;
  const lagMs = Number.isFinite(value) && value >= 0 ? value : DEFAULT_SHED_TRACKING_LAG_MS;
  if (lagMs === 0) return () => false;
  return () => (processLag ??= watchEventLoopLag()).behindMs() > lagMs;
}

export function trackingBudget(options: TrackingBudgetOptions): MiddlewareHandler {
  const perSecond = options.perSecond ?? processBudgetFromEnv();
  const now = options.now ?? (() => performance.now());
  const busy = options.busy ?? busyFromEnv();
  // A share below one call a second still takes one call, when it has saved one up.
  const capacity = Math.max(1, perSecond);
  let tokens = capacity;
  let refilledAt = now();

  return async function trackingBudget(c, next) {
    if (!options.isTracking(c)) return next();
    const at = now();
    tokens = Math.min(capacity, tokens + ((at - refilledAt) / 1000) * perSecond);
    refilledAt = at;
    if (tokens < 1 || busy()) {
      c.header('Retry-After', '1');
      return c.json({ error: TRACKING_BUSY }, 429);
    }
    tokens -= 1;
    return next();
  };
}
