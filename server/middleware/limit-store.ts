/**
 * The bucket store a limit uses for one request: the app's (set by `bucketStore()` in
 * server/buckets), else, in an app without one (a unit test), the limit's own memory.
 */
import { memoryBuckets } from '../buckets';
import type { Context } from 'hono';
import type { BucketStore } from '../buckets';

export function limitStore(): (c: Context) => BucketStore {
  let own: BucketStore | undefined;
  return (c) => c.get('buckets') ?? (own ??= memoryBuckets());
}
