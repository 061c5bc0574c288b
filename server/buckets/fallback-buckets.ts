/**
 * A shared bucket store (Redis, or the PostgreSQL table) that keeps the limits working when it
 * cannot be reached: each operation that fails there is decided by this process's own memory
 * buckets instead, so a Redis outage never turns every rate-limited request into a 500. The
 * limits are then per process (a guesser spread over several processes gets a few more tries)
 * until the shared store answers again; one warning says when that starts and one when it ends.
 */
import { logValue, type Logger } from '../logger';
import { memoryBuckets } from './memory-buckets';
import type { Bucket, BucketStore } from './bucket-store';

export function withLocalFallback(shared: BucketStore, log: Logger): BucketStore {
  if (shared.kind === 'memory') return shared;
  const local = memoryBuckets();
  let outage = false;

  async function run<T>(operation: (store: BucketStore) => Promise<T>): Promise<T> {
    try {
      const result = await operation(shared);
      if (outage) {
        outage = false;
        log.warn(`rate limits: the ${shared.kind} bucket store answers again; limits are shared again`);
      }
      return result;
    } catch (error) {
      if (!outage) {
        outage = true;
        const reason = error instanceof Error ? error.message : error;
        log.warn(
          `rate limits: the ${shared.kind} bucket store failed (${logValue(reason)}); limits are kept in this process until it answers`,
        );
      }
      return operation(local);
    }
  }

  return {
    kind: shared.kind,
    wait: (buckets: readonly Bucket[], now: number) => run((store) => store.wait(buckets, now)),
    take: (buckets: readonly Bucket[], now: number) => run((store) => store.take(buckets, now)),
    spend: (buckets: readonly Bucket[], now: number) => run((store) => store.spend(buckets, now)),
    close: async () => {
      await Promise.allSettled([shared.close(), local.close()]);
    },
  };
}
