/**
 * A job run every so often in the background (the renewal scheduler, the scheduled publisher):
 * one run at a time (a tick that finds the last run still going skips), its failures logged
 * rather than thrown, its timer unref'd so it never keeps the process alive, and `stop()`
 * waiting for a run in progress.
 *
 * @module
 */
import type { Logger } from './logger';

export class PeriodicJob {
  readonly #run: () => Promise<unknown>;
  /** Names the job in the log: `${what} failed: …`. */
  readonly #what: string;
  readonly #log: Logger | undefined;
  #timer: ReturnType<typeof setInterval> | undefined;
  #running: Promise<unknown> | undefined;

  constructor(run: () => Promise<unknown>, what: string, log?: Logger) {
    this.#run = run;
    this.#what = what;
    this.#log = log;
  }

  /** Runs now and then every `intervalMs`; a second start does nothing. */
  start(intervalMs: number): void {
    if (this.#timer) return;
    const tick = () => {
      if (this.#running) return;
      this.#running = this.#run()
        .catch((error: unknown) => this.#log?.error(`${this.#what} failed: ${String(error)}`))
        .finally(() => (this.#running = undefined));
    };
    this.#timer = setInterval(tick, intervalMs);
    this.#timer.unref();
    tick();
  }

  async stop(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = undefined;
    await this.#running;
  }
}
