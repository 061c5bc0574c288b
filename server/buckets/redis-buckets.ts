/**
 * Buckets in Redis (REDIS_URL), shared by every process that reaches it: one Lua script
 * reads, decides and writes all of a request's buckets atomically (Redis runs a script alone).
 * Each bucket is a hash that expires when it would be full again; its time never moves back (a
 * process whose clock reading is older must not make the next caller count refill twice).
 */
import type { Redis } from 'ioredis';
import type { Bucket, BucketStore } from './bucket-store';

// KEYS: the buckets. ARGV: now (ms), mode (wait | take | spend), then capacity and refill per bucket.
// The arithmetic is bucket-store.ts's (refilled, secondsUntilToken, decide, fullAt), in Lua.
const SCRIPT = `
local now = tonumber(ARGV[1])
local mode = ARGV[2]
local held = {}
local since = {}
local wait = 0
for i, key in ipairs(KEYS) do
  local capacity = tonumber(ARGV[1 + 2 * i])
  local rate = tonumber(ARGV[2 + 2 * i])
  local row = redis.call('HMGET', key, 'tokens', 'at')
  local tokens = capacity
  since[i] = now
  if row[1] then
    tokens = math.min(capacity, tonumber(row[1]) + math.max(0, now - tonumber(row[2])) / 1000 * rate)
    since[i] = math.max(now, tonumber(row[2]))
  end
  held[i] = tokens
  if tokens < 1 then wait = math.max(wait, math.max(1, math.ceil((1 - tokens) / rate))) end
end
if mode == 'wait' then return wait end
if mode == 'spend' or wait == 0 then
  for i, key in ipairs(KEYS) do
    local capacity = tonumber(ARGV[1 + 2 * i])
    local rate = tonumber(ARGV[2 + 2 * i])
    local tokens = held[i] - 1
    redis.call('HSET', key, 'tokens', tostring(tokens), 'at', tostring(since[i]))
    redis.call('PEXPIRE', key, math.ceil((capacity - tokens) / rate * 1000) + 1000)
  end
end
if mode == 'spend' then return 0 end
return wait
`;

type BucketCommand = (keyCount: number, ...args: (string | number)[]) => Promise<number>;

export function redisBuckets(url: string): BucketStore {
  // While Redis is unreachable a command fails at once instead of queueing (enableOfflineQueue
  // off): openBucketStore's fallback then decides in memory without making the request wait.
  // ioredis is loaded on first use: most servers never set REDIS_URL, and loading it costs the start ~0.2 s.
  const connecting: Promise<Redis> = import('ioredis').then(({ Redis }) => {
    const redis = new Redis(url, { maxRetriesPerRequest: 2, connectTimeout: 5000, enableOfflineQueue: false });
    redis.defineCommand('takeBuckets', { lua: SCRIPT });
    // The first commands wait for the first connection (or its failure); after that a command
    // never waits, and ioredis keeps reconnecting in the background.
    return new Promise<Redis>((resolve) => {
      redis.once('ready', () => resolve(redis));
      redis.once('error', () => resolve(redis));
      // Each failed reconnect emits an error; the fallback store reports the outage once instead.
      redis.on('error', () => undefined);
    });
  });
  const run = async (buckets: readonly Bucket[], now: number, mode: 'wait' | 'take' | 'spend'): Promise<number> => {
    const redis = await connecting;
    const unique = [...new Map(buckets.map((b) => [b.key, b])).values()];
    const sizes = unique.flatMap((b) => [b.capacity, b.refillPerSecond]);
    return (redis as unknown as { takeBuckets: BucketCommand }).takeBuckets(
      unique.length,
      ...unique.map((b) => `bucket:${b.key}`),
      now,
      mode,
      ...sizes,
    );
  };
  return {
    kind: 'redis',
    wait: (buckets, now) => run(buckets, now, 'wait'),
    take: (buckets, now) => run(buckets, now, 'take'),
    spend: async (buckets, now) => void (await run(buckets, now, 'spend')),
    close: async () => {
      const redis = await connecting;
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
