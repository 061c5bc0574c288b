/**
 * Token buckets for rate and guess limits, in memory, PostgreSQL or Redis (bucket-store.ts).
 *
 * @module
 */
export type { Bucket, BucketSize, BucketStore } from './bucket-store';
export { memoryBuckets } from './memory-buckets';
export { postgresBuckets } from './postgres-buckets';
export { redisBuckets } from './redis-buckets';
export { withLocalFallback } from './fallback-buckets';
export { openBucketStore, type BucketStoreOptions } from './open-bucket-store';
export { bucketStore } from './bucket-middleware';
