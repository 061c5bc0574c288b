/**
 * A process-wide budget for tracking calls, checked before anything else is done for them.
 * Each hit is cheap, but a flood of them (a bot, a misbehaving page, a load test with a
 * thousand visitors) would take the process's CPU from page rendering: tracking is only
 * ever worth less than the pages it measures. Past the budget a tracking call answers 429
 * (the spec's message) with Retry-After at once; the client ignores failed tracking calls,
 * so a visitor never notices, and the hits lost are those of a burst no store's traffic makes.
 *
 * Per-visitor limits (the tracking route's own) still apply within the budget. With
 * `WORKERS=N` each process has its own budget, which is the point: it guards that process.
 *
 * @module
 */
import type { Context, MiddlewareHandler } from 'hono';

/** Tracking calls a process takes per second, sustained; one second's worth may come at once. */
export const DEFAULT_TRACKING_BUDGET_PER_SECOND = 500;

export const TRACKING_BUSY = 'Please try again in a few seconds.';

export interface TrackingBudgetOptions {
  /** Which requests are tracking calls. */
  isTracking: (c: Context) => boolean;
  /** @default TRACKING_BUDGET_PER_SECOND from the environment, else 500 */
  perSecond?: number;
  /** The clock, in milliseconds. @default performance.now */
  now?: () => number;
}

/** The budget of the environment's `TRACKING_BUDGET_PER_SECOND`, when it is a positive number. */
export function budgetFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.TRACKING_BUDGET_PER_SECOND);
  return Number.isFinite(value) && value > 0 ? value : DEFAULT_TRACKING_BUDGET_PER_SECOND;
}

export function trackingBudget(options: TrackingBudgetOptions): MiddlewareHandler {
  const perSecond = options.perSecond ?? budgetFromEnv();
  const now = options.now ?? (() => performance.now());
  let tokens = perSecond;
  let refilledAt = now();

  return async function trackingBudget(c, next) {
    if (!options.isTracking(c)) return next();
    const at = now();
    tokens = Math.min(perSecond, tokens + ((at - refilledAt) / 1000) * perSecond);
    refilledAt = at;
    if (tokens < 1) {
      c.header('Retry-After', '1');
      return c.json({ error: TRACKING_BUSY }, 429);
    }
    tokens -= 1;
    return next();
  };
}
