/**
 * How far behind this process's event loop runs: a timer asks to run every `intervalMs`, and
 * how late it runs is time requests spent queued behind other work. A process serving pages
 * flat out runs each timer a few milliseconds late; one that cannot keep up runs them tens of
 * milliseconds late. The lateness is smoothed (each tick weighs a third), so one slow render
 * is not a busy process while a queue of work is, and the flag falls again within a few ticks
 * once the queue drains.
 *
 * A timer of our own rather than `perf_hooks.monitorEventLoopDelay`: its histogram says how
 * late timers ran over its whole life (or since a reset), not "now", and reading it on a timer
 * to reset it costs the same timer anyway.
 *
 * The same timer reads the loop's utilization (`performance.eventLoopUtilization`): the share
 * of the time it was running callbacks rather than waiting for work, smoothed alike. A loop
 * that is never idle has requests waiting for it, even while its timers still run on time.
 *
 * @example
 *   const lag = watchEventLoopLag();
 *   if (lag.behindMs() > 40) shedSomething();
 */
// Node's own: the global Performance type (DOM lib) lacks eventLoopUtilization.
import { performance } from 'node:perf_hooks';

export interface EventLoopLag {
  /** The smoothed lateness of the loop's timers, in milliseconds. */
  behindMs(): number;
  /** The smoothed share of the time the loop was busy, 0 to 1. */
  utilization(): number;
  stop(): void;
}

export interface EventLoopLagOptions {
  /** @default 20 */
  intervalMs?: number;
  /** The clock, in milliseconds. @default performance.now */
  now?: () => number;
  /** The loop's busy share since the last call. @default from performance.eventLoopUtilization */
  utilizationSinceLast?: () => number;
}

/** Each call: the loop's utilization since the previous call (the first: since start). */
function utilizationMeter(): () => number {
  let last = performance.eventLoopUtilization();
  return () => {
    const now = performance.eventLoopUtilization();
    const since = performance.eventLoopUtilization(now, last);
    last = now;
    return since.utilization;
  };
}

export function watchEventLoopLag({
  intervalMs = 20,
  now = () => performance.now(),
  utilizationSinceLast = utilizationMeter(),
}: EventLoopLagOptions = {}): EventLoopLag {
  let smoothed = 0;
  let busyShare = 0;
  let last = now();
  const timer = setInterval(() => {
    const at = now();
    const late = Math.max(0, at - last - intervalMs);
    last = at;
    smoothed = (smoothed * 2 + late) / 3;
    busyShare = (busyShare * 2 + utilizationSinceLast()) / 3;
  }, intervalMs);
  // The watch never keeps a process alive that has nothing else to do.
  timer.unref();
  return {
    behindMs: () => smoothed,
    utilization: () => busyShare,
    stop: () => clearInterval(timer),
  };
}
