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
 * - the process is busy: its event loop runs behind, or is never idle (above
 *   `TRACKING_SHED_UTILIZATION` of the time; server/middleware/event-loop-lag.ts). Tracking
 *   takes only what the pages leave: queued pages go first, and tracking waits for a quieter
 *   moment.
 *
 * A refusal answers 429 (the spec's message) with Retry-After, and a page's call 200 naming
 * that 429 in `X-Refusal-Status`, so the visitor's console stays clean
 * (server/tracking/shed-answer.ts). The client ignores failed tracking calls, so a visitor never
 * notices, and the hits lost are those of a burst no store's traffic makes. Per-visitor limits
 * (the tracking route's own) still apply within.
 *
 * @module
 */
import { shedAnswer } from '../tracking/shed-answer';
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

/**
 * The share of the time the event loop may be busy (smoothed) before tracking calls are shed.
 * A process that is busy nine tenths of the time has requests waiting for it; a tracking call
 * taken then is a page served later. Early refusals are cheap enough not to hold it up there.
 */
export const DEFAULT_SHED_TRACKING_UTILIZATION = 0.9;

export interface TrackingBudgetOptions {
  /** Which requests are tracking calls. */
  isTracking: (c: Context) => boolean;
  /** Calls this process takes per second. @default processBudgetFromEnv() */
  perSecond?: number;
  /** The clock, in milliseconds. @default performance.now */
  now?: () => number;
  /** Whether the process is too busy for tracking now. @default busyFromEnv() */
  busy?: () => boolean;
  /**
   * A budget shared with the node listener's early refusal (scripts/start.ts); the three
   * options above are then its own. @default one of the middleware's own
   */
  budget?: TrackingBudget;
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

/** A number from the environment within [min, max], else the fallback. */
function envNumber(text: string | undefined, fallback: number, max = Number.POSITIVE_INFINITY): number {
  const value = text?.trim() ? Number(text) : fallback;
  return Number.isFinite(value) && value >= 0 && value <= max ? value : fallback;
}

/**
 * "Busy" is the event loop running more than `TRACKING_SHED_LAG_MS` behind (default 40), or
 * busy more than `TRACKING_SHED_UTILIZATION` of the time (default 0.9; 1 turns that check off).
 * `TRACKING_SHED_LAG_MS=0` turns all shedding off: the tests do (vitest configs), since a shared
 * machine's load would refuse hits they expect stored; under `npm start` that load is exactly
 * when to shed.
 */
export function busyFromEnv(env: NodeJS.ProcessEnv = process.env): () => boolean {
  const lagMs = envNumber(env.TRACKING_SHED_LAG_MS, DEFAULT_SHED_TRACKING_LAG_MS);
  const utilization = envNumber(env.TRACKING_SHED_UTILIZATION, DEFAULT_SHED_TRACKING_UTILIZATION, 1);
  if (lagMs === 0) return () => false;
  return () => {
    const loop = (processLag ??= watchEventLoopLag());
    return loop.behindMs() > lagMs || (utilization < 1 && loop.utilization() > utilization);
  };
}

/**
 * One process's budget: a bucket of a second's worth of calls, refilled as time passes, and the
 * busy check. `admits` only looks, `take` spends: the node listener's early refusal
 * (server/tracking/early-refusal.ts) looks before anything is parsed, and the middleware, run
 * in the same tick for the calls it let through, spends, so one budget counts each call once.
 */
export class TrackingBudget {
  readonly perSecond: number;
  private readonly now: () => number;
  private readonly busy: () => boolean;
  // A share below one call a second still takes one call, when it has saved one up.
  private readonly capacity: number;
  private tokens: number;
  private refilledAt: number;

  constructor(options: Omit<TrackingBudgetOptions, 'isTracking' | 'budget'> = {}) {
    this.perSecond = options.perSecond ?? processBudgetFromEnv();
    this.now = options.now ?? (() => performance.now());
    this.busy = options.busy ?? busyFromEnv();
    this.capacity = Math.max(1, this.perSecond);
    this.tokens = this.capacity;
    this.refilledAt = this.now();
  }

  /** Whether a call would be taken now (nothing spent). */
  admits(): boolean {
    this.refill();
    return this.tokens >= 1 && !this.busy();
  }

  /** Spends one call when the budget admits it; false when it is refused. */
  take(): boolean {
    if (!this.admits()) return false;
    this.tokens -= 1;
    return true;
  }

  private refill(): void {
    const at = this.now();
    this.tokens = Math.min(this.capacity, this.tokens + ((at - this.refilledAt) / 1000) * this.perSecond);
    this.refilledAt = at;
  }
}

export function trackingBudget(options: TrackingBudgetOptions): MiddlewareHandler {
  const budget = options.budget ?? new TrackingBudget(options);
  return function trackingBudget(c, next) {
    if (!options.isTracking(c)) return next();
    if (budget.take()) return next();
    // Not async, so that the calls let through go on without a promise of this one's.
    const refusal = shedAnswer((name) => c.req.header(name));
    return Promise.resolve(c.body(refusal.body, refusal.status, refusal.headers));
  };
}
