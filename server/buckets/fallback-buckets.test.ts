import { describe, expect, it } from 'vitest';
import { memoryBuckets } from './memory-buckets';
import { openBucketStore } from './open-bucket-store';
import { withLocalFallback } from './fallback-buckets';
import type { Bucket, BucketStore } from './bucket-store';
import type { Logger } from '../logger';

const bucket: Bucket = { key: 'visitor:sign-in:203.0.113.9', capacity: 3, refillPerSecond: 0.001 };

function recordingLog(): Logger & { lines: string[] } {
  const lines: string[] = [];
  return { lines, info: (m) => lines.push(m), warn: (m) => lines.push(m), error: (m) => lines.push(m) };
}

/** A shared store that can be taken down and brought back, as Redis is in an outage. */
function switchableStore(): BucketStore & { down: boolean } {
  const inner = memoryBuckets();
  const store = {
    down: false,
    kind: 'redis' as const,
    wait: (b: readonly Bucket[], t: number) =>
      store.down ? Promise.reject(new Error('ECONNREFUSED')) : inner.wait(b, t),
    take: (b: readonly Bucket[], t: number) =>
      store.down ? Promise.reject(new Error('ECONNREFUSED')) : inner.take(b, t),
    spend: (b: readonly Bucket[], t: number) =>
      store.down ? Promise.reject(new Error('ECONNREFUSED')) : inner.spend(b, t),
    close: () => inner.close(),
  };
  return store;
}

describe('a shared bucket store that fails', () => {
  it('keeps limiting in memory when Redis cannot be reached, without failing a request', async () => {
    const log = recordingLog();
    const store = openBucketStore({ redisUrl: 'redis://127.0.0.1:1', log });
    try {
      const now = Date.now();
      const answers = [];
      for (let i = 0; i < 4; i++) answers.push(await store.take([bucket], now));
      expect(answers.slice(0, 3)).toEqual([0, 0, 0]);
      expect(answers[3]).toBeGreaterThan(0);
      expect(log.lines).toHaveLength(1);
      expect(log.lines[0]).toMatch(/^rate limits: the redis bucket store failed .*kept in this process/);
    } finally {
      await store.close();
    }
  });

  it('says once when the outage starts and once when it ends, and goes back to the shared store', async () => {
    const log = recordingLog();
    const shared = switchableStore();
    const store = withLocalFallback(shared, log);
    const now = Date.now();
    expect(await store.take([bucket], now)).toBe(0);
    shared.down = true;
    await store.spend([bucket], now);
    expect(await store.wait([bucket], now)).toBe(0);
    expect(log.lines).toHaveLength(1);
    shared.down = false;
    // Back on the shared store, which remembers the first take only: two of its three tokens left.
    expect(await store.take([bucket], now)).toBe(0);
    expect(await store.take([bucket], now)).toBe(0);
    expect(await store.take([bucket], now)).toBeGreaterThan(0);
    expect(log.lines).toHaveLength(2);
    expect(log.lines[1]).toMatch(/answers again/);
  });

  it('leaves the memory store as it is', () => {
    const memory = memoryBuckets();
    expect(withLocalFallback(memory, recordingLog())).toBe(memory);
  });
});
