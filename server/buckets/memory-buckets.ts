/**
 * Buckets in this process's memory: right only when one process serves every request (the
 * embedded PGlite database, which lives inside that process). Full buckets are dropped once
 * there are many, so memory stays bounded.
 */
import { decide, refilled } from './bucket-store';
import type { Bucket, BucketStore } from './bucket-store';

interface Held {
  tokens: number;
  at: number;
  bucket: Bucket;
}

const SWEEP_AT = 10_000;

export function memoryBuckets(): BucketStore {
  const held = new Map<string, Held>();

  const now = (bucket: Bucket, t: number): number => {
    const h = held.get(bucket.key);
    return h ? refilled(h.tokens, h.at, t, bucket) : bucket.capacity;
  };
  const sweep = (t: number) => {
    for (const [key, h] of held) if (refilled(h.tokens, h.at, t, h.bucket) >= h.bucket.capacity) held.delete(key);
  };
  const run = (buckets: readonly Bucket[], t: number, mode: 'wait' | 'take' | 'spend'): number => {
    const { wait, after } = decide(
      buckets.map((b) => now(b, t)),
      buckets,
      mode,
    );
    if (mode === 'wait') return wait;
    if (held.size >= SWEEP_AT) sweep(t);
    for (const [i, bucket] of buckets.entries()) {
      held.set(bucket.key, { tokens: after[i]!, at: Math.max(t, held.get(bucket.key)?.at ?? t), bucket });
    }
    return wait;
  };

  return {
    kind: 'memory',
    wait: async (buckets, t) => run(buckets, t, 'wait'),
    take: async (buckets, t) => run(buckets, t, 'take'),
    spend: async (buckets, t) => void run(buckets, t, 'spend'),
    close: async () => held.clear(),
  };
}
