/**
 * Puts the app's bucket store on every request, where the rate and guess limits find it: the
 * limits are built in many places (`new GuessLimit()` in a route module), and this way none of
 * them needs the store handed to it.
 *
 * @example
 *   app.use(bucketStore(openBucketStore({ db })));
 */
import type { MiddlewareHandler } from 'hono';
import type { BucketStore } from './bucket-store';

declare module 'hono' {
  interface ContextVariableMap {
    /** Set by `bucketStore()`: where rate and guess limits keep their buckets. */
    buckets: BucketStore;
  }
}

export function bucketStore(store: BucketStore): MiddlewareHandler {
  // Not async: a wrapper promise per request for a middleware that only sets a variable.
  return function bucketStore(c, next) {
    c.set('buckets', store);
    return next();
  };
}
