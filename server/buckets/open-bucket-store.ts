/**
 * The bucket store a server uses: Redis when REDIS_URL is set, else the PostgreSQL server's
 * table when the database is one, else this process's memory (the embedded database means one
 * process anyway). A shared store that fails falls back to this process's memory for as long
 * as it fails (fallback-buckets.ts): an outage of Redis weakens the limits, it never fails the request.
 */
import { consoleLogger, type Logger } from '../logger';
import { withLocalFallback } from './fallback-buckets';
import { memoryBuckets } from './memory-buckets';
import { postgresBuckets } from './postgres-buckets';
import { redisBuckets } from './redis-buckets';
import type { BucketStore } from './bucket-store';
import type { Database, Sql } from '../db';

export interface BucketStoreOptions {
  /** The app's database; a PostgreSQL server's is shared by every process on it. */
  db?: Sql;
  /** Null for no Redis. @default process.env.REDIS_URL */
  redisUrl?: string | null;
  /** Where an outage of the shared store is reported. @default consoleLogger */
  log?: Logger;
}

export function openBucketStore({
  db,
  redisUrl = process.env.REDIS_URL,
  log = consoleLogger,
}: BucketStoreOptions = {}): BucketStore {
  if (redisUrl) return withLocalFallback(redisBuckets(redisUrl), log);
  if (db && (db as Partial<Database>).kind === 'postgres')
    return withLocalFallback(postgresBuckets(db as Database), log);
  return memoryBuckets();
}
