/**
 * Work a request starts but does not wait for. It runs after the answer has gone, so how long
 * the answer takes tells nothing about it: a password reset for a known address makes a token
 * and mails, for an unknown one it does nothing, and both answer alike (issue 21). A failure
 * is logged under the work's label, never thrown, so nothing is left unhandled.
 *
 * @example
 *   deferred.later('password reset mail', () => mailPasswordReset(db, mailer, site, origin, email));
 *   await deferred.settled(); // on shutdown, and in tests before reading what the work wrote
 */
import type { Logger } from './logger';

export interface DeferredWorkOptions {
  log: Logger;
  /** Starts a piece of work. @default setImmediate: after the answer in hand is written */
  schedule?: (start: () => void) => void;
}

export class DeferredWork {
  readonly #pending = new Set<Promise<void>>();
  readonly #log: Logger;
  readonly #schedule: (start: () => void) => void;

  constructor(options: DeferredWorkOptions) {
    this.#log = options.log;
    this.#schedule = options.schedule ?? ((start) => setImmediate(start));
  }

  /** Runs `work` once the current answer is on its way; its failure is logged with `label`. */
  later(label: string, work: () => Promise<unknown>): void {
    const done: Promise<void> = new Promise<void>((start) => this.#schedule(start))
      .then(work)
      .then(
        () => undefined,
        (error: unknown) =>
          this.#log.error(
            `${label} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
          ),
      )
      .finally(() => this.#pending.delete(done));
    this.#pending.add(done);
  }

  /** Resolves once every piece of work started so far, and any it started in turn, has ended. */
  async settled(): Promise<void> {
    while (this.#pending.size > 0) await Promise.all(this.#pending);
  }
}
