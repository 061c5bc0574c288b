/**
 * `START_TIMING=1 npm start` prints when each phase of the start ended, in ms since the process
 * began (module loading included), so a slow start shows where its time went
 * (bench/start/first-page.ts sets it).
 *
 * @module
 */
const enabled = process.env.START_TIMING === '1';

/**
 * Prints `start: <phase> at <ms> ms (<ms> ms CPU; memory)` when START_TIMING=1: the CPU time
 * (user and system, all threads) is the steadier figure on a busy machine; resident memory, the
 * JS heap and external memory (PGlite's WASM memory among it) show what each phase holds.
 */
export function startPhase(phase: string): void {
  if (!enabled) return;
  const { user, system } = process.cpuUsage();
  const { rss, heapUsed, external } = process.memoryUsage();
  const mb = (bytes: number) => Math.round(bytes / 1048576);
  console.log(
    `start: ${phase} at ${Math.round(performance.now())} ms (${Math.round((user + system) / 1000)} ms CPU; ${mb(rss)} MB resident, JS heap ${mb(heapUsed)} MB, external ${mb(external)} MB)`,
  );
}
