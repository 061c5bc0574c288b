/**
 * Buckets in the `rate_buckets` table (migration 020) of a PostgreSQL server, shared by every
 * process on it. A take is one short transaction: an upsert creates missing buckets and locks
 * all of the request's rows in key order (so two requests never wait on each other in a
 * cycle), then one update writes what they hold after. Full buckets are deleted now and then.
 */
import { decide, fullAt, refilled } from './bucket-store';
import type { Bucket, BucketStore } from './bucket-store';
import type { Database, Sql } from '../db';

/** How often a process deletes buckets that are full again. */
const PURGE_EVERY_MS = 60_000;

type HeldRow = { key: string; tokens: number; at_ms: string | number };

export function postgresBuckets(db: Database): BucketStore {
  let purgedAt = 0;

  // On the real clock, not the caller's: rows full before now, by anyone's reckoning, can go.
  const purge = () => {
    const now = Date.now();
    if (now - purgedAt < PURGE_EVERY_MS) return;
    purgedAt = now;
    db.query('delete from rate_buckets where full_at_ms < $1', [now]).catch(() => {
      purgedAt = 0;
    });
  };

  const held = (rows: HeldRow[], buckets: readonly Bucket[], now: number): number[] => {
    const byKey = new Map(rows.map((r) => [r.key, r]));
    return buckets.map((b) => {
      const row = byKey.get(b.key);
      return row ? refilled(Number(row.tokens), Number(row.at_ms), now, b) : b.capacity;
    });
  };

  const change = (buckets: readonly Bucket[], now: number, mode: 'take' | 'spend') =>
    db.transaction(async (tx: Sql) => {
      const sorted = uniqueSorted(buckets);
      const keys = sorted.map((b) => b.key);
      const locked = await tx.query<HeldRow>(
        `insert into rate_buckets (key, tokens, at_ms, full_at_ms)
         select k, c, $2, $2 from unnest($1::text[], $3::float8[]) as i(k, c) order by k
         on conflict (key) do update set key = excluded.key
         returning key, tokens, at_ms`,
        [keys, now, sorted.map((b) => b.capacity)],
      );
      const { wait, after } = decide(held(locked, sorted, now), sorted, mode);
      await tx.query(
        // A request that read the clock earlier but got the lock later must not move `at` back,
        // or the next one would count the same refill time twice.
        `update rate_buckets b set tokens = u.tokens, at_ms = greatest(b.at_ms, $2), full_at_ms = u.full_at
         from unnest($1::text[], $3::float8[], $4::int8[]) as u(key, tokens, full_at) where b.key = u.key`,
        [keys, now, after, after.map((tokens, i) => fullAt(tokens, now, sorted[i]!))],
      );
      purge();
      return wait;
    });

  return {
    kind: 'postgres',
    async wait(buckets, now) {
      const rows = await db.query<HeldRow>('select key, tokens, at_ms from rate_buckets where key = any($1::text[])', [
        buckets.map((b) => b.key),
      ]);
      return decide(held(rows, buckets, now), buckets, 'wait').wait;
    },
    take: (buckets, now) => change(buckets, now, 'take'),
    spend: async (buckets, now) => void (await change(buckets, now, 'spend')),
    // The database belongs to the app, which closes it.
    close: async () => {},
  };
}

/** One entry per key, in key order: the order every transaction locks rows in. */
function uniqueSorted(buckets: readonly Bucket[]): Bucket[] {
  const byKey = new Map(buckets.map((b) => [b.key, b]));
  return [...byKey.keys()].sort().map((key) => byKey.get(key)!);
}
