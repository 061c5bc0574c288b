/**
 * The bucket store a server uses: Redis when REDIS_URL is set, else the PostgreSQL server's
 * table when the database is one, else this process's memory (the embedded database means one
 * process anyway).
 */
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
}

export function openBucketStore({ db, redisUrl = process.env.REDIS_URL }: BucketStoreOptions = {}): BucketStore {
  if (redisUrl) return redisBuckets(redisUrl);
  if (db && (db as Partial<Database>).kind === 'postgres') return postgresBuckets(db as Database);
  return memoryBuckets();
}
