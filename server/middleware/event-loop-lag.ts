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
 * @example
 *   const lag = watchEventLoopLag();
 *   if (lag.behindMs() > 40) shedSomething();
 */

export interface EventLoopLag {
  /** The smoothed lateness of the loop's timers, in milliseconds. */
  behindMs(): number;
  stop(): void;
}

export interface EventLoopLagOptions {
  /** @default 20 */
  intervalMs?: number;
  /** The clock, in milliseconds. @default performance.now */
  now?: () => number;
}

export function watchEventLoopLag({
  intervalMs = 20,
  now = () => performance.now(),
}: EventLoopLagOptions = {}): EventLoopLag {
  let smoothed = 0;
  let last = now();
  const timer = setInterval(() => {
    const at = now();
    const late = Math.max(0, at - last - intervalMs);
    last = at;
    smoothed = (smoothed * 2 + late) / 3;
  }, intervalMs);
  // The watch never keeps a process alive that has nothing else to do.
  timer.unref();
  return {
    behindMs: () => smoothed,
    stop: () => clearInterval(timer),
  };
}
