/**
 * An owner's writes draw on a bucket of their own, not on the visitor buckets every other write
 * shares (server/middleware/rate-limit.ts). An owner at work (the /config app saving as they
 * type and drag, or a script importing a catalogue with an API key) writes far faster than a
 * shopper, and the visitor buckets of their address are shared with whoever else is behind it:
 * a stranger there could spend them and lock the owner out. A credential that proves nothing
 * (unknown, expired, or another site's) keeps drawing on the visitor buckets, so guessing keys
 * or session tokens is limited as any other write is.
 */
import { actorOf, hasOwnerCredential, ownerCaller } from './owner-caller';
import type { Context } from 'hono';
import type { Bucket, BucketSize } from '../buckets';
import type { Sql } from '../db';

/** An owner's writes: a burst of a bulk edit at once, a steady import at twenty a second. */
export const OWNER_WRITES: BucketSize = { capacity: 120, refillPerSecond: 20 };

/** For rateLimit's `ownBuckets`: the proven owner's bucket, per site and per key or account. */
export function ownerBuckets(db: Sql | undefined): (c: Context) => Promise<Bucket[] | undefined> | undefined {
  return (c) => (db && hasOwnerCredential(c) ? bucketsOf(c, db) : undefined);
}

async function bucketsOf(c: Context, db: Sql): Promise<Bucket[] | undefined> {
  const caller = await ownerCaller(c, db);
  if (!caller || caller.siteId !== c.get('site')?.id) return undefined;
  return [{ key: `owner:${caller.siteId}:${actorOf(caller)}`, ...OWNER_WRITES }];
}
