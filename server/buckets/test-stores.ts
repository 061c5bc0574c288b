/**
 * The bucket stores a shared suite runs on: memory, and Redis when one answers at REDIS_URL
 * (default redis://127.0.0.1:6379); or the PostgreSQL table alone when DATABASE_URL is set, as
 * in scripts/test-all.sh's server step, which would otherwise run the other two again.
 */
import { connect } from 'node:net';
import { openDatabase } from '../db';
import { memoryBuckets } from './memory-buckets';
import { postgresBuckets } from './postgres-buckets';
import { redisBuckets } from './redis-buckets';
import type { BucketStore } from './bucket-store';

export interface TestStore {
  name: string;
  open(): Promise<BucketStore>;
}

export const TEST_REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** True when something accepts connections at the Redis URL's host and port (within a second). */
export function redisAnswers(url = TEST_REDIS_URL): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port) || 6379, timeout: 1000 });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.once('timeout', () => done(false));
  });
}

export async function testStores(): Promise<TestStore[]> {
  const url = process.env.DATABASE_URL;
  if (url) {
    return [
      {
        name: 'postgres',
        async open() {
          const db = await openDatabase({ url });
          const store = postgresBuckets(db);
          return { ...store, close: () => db.close() };
        },
      },
    ];
  }
  const stores: TestStore[] = [{ name: 'memory', open: async () => memoryBuckets() }];
  if (await redisAnswers()) stores.push({ name: 'redis', open: async () => redisBuckets(TEST_REDIS_URL) });
  return stores;
}
