/**
 * Finishes the refunds and cancellations that a stopped process left pending (change-order.ts,
 * step 1 done, the provider not yet asked or its answer lost). Without it such a change waited for
 * the order's next change: the buyer got no mail and the order showed money held but not given
 * back. Every process runs it; the change's state and the provider's idempotency key keep two
 * sweeps of one change to one refund and one mail.
 *
 * @module
 */
import { PeriodicJob } from '../periodic-job';
import { siteOrigin } from '../sites/site-origin';
import { finishStaleChanges, type ChangeDeps } from './change-order';
import type { Logger } from '../logger';
import type { Site } from '../sites/types';

export interface StaleChangeSweeperDeps extends Omit<ChangeDeps, 'origin'> {
  /** The sites this process serves; only their orders are swept. */
  sites: { all(): Site[] };
  /** SITE_URL's pattern, for the store link in the buyer's mail (sites/site-origin.ts). */
  siteUrl?: string;
  log?: Logger;
}

export class StaleChangeSweeper {
  readonly #deps: StaleChangeSweeperDeps;
  readonly #job: PeriodicJob;

  constructor(deps: StaleChangeSweeperDeps) {
    this.#deps = deps;
    this.#job = new PeriodicJob(() => this.runOnce(), 'finishing pending order changes', deps.log);
  }

  /** Drives every stale pending change of the served sites; answers how many it found. */
  async runOnce(): Promise<number> {
    const { sites, siteUrl, log: _log, ...change } = this.#deps;
    let found = 0;
    for (const site of sites.all()) {
      found += await finishStaleChanges({ ...change, origin: siteOrigin(site, siteUrl) }, site);
    }
    return found;
  }

  /** Runs now and every `intervalMs` (unref'd), one run at a time (server/periodic-job.ts). */
  start(intervalMs = 60_000): void {
    this.#job.start(intervalMs);
  }

  stop(): Promise<void> {
    return this.#job.stop();
  }
}
