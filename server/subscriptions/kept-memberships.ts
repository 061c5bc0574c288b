/**
 * Where a signed-in visitor's pages learn which memberships they hold (issue 28): a site user's
 * membership grants are read once and kept in this process until subscriptions or memberships
 * are written (both watched tables, migration 489), instead of a database round trip (about
 * 600 µs of CPU on PGlite) on every page of a site that sells memberships.
 *
 * A cancellation, a stopped renewal or a purchase by this process drops what is kept as its
 * statement starts, so the very next page reads again; by another process on a PostgreSQL
 * server, as soon as its NOTIFY arrives (db/write-watch.ts), and while notifications cannot be
 * heard nothing is kept. What is kept is the grants, not the answer: the clock is asked on every
 * request (records.ts `heldAt`), so a membership whose last period ends closes with nothing
 * written. Kept per site and user, so one user's grants never answer for another.
 */
import { ReadsUntilWrite, type MarkedSql } from '../db/reads-until-write';
import { heldAt, membershipGrants, type MembershipGrant } from './records';

/** Users whose grants are kept at most: past this many, all go (as kept-sessions.ts). */
const MAX_KEPT = 10_000;

/** The paywall products a site user holds at `now`. */
export type HeldMemberships = (siteId: string, siteUserId: string, now: Date) => Promise<Set<string>>;

export function heldMembershipsReader(db: MarkedSql): HeldMemberships {
  const reads = new ReadsUntilWrite<readonly MembershipGrant[]>(db, { maxKept: MAX_KEPT });
  return async (siteId, siteUserId, now) => {
    const grants = await reads.read(`${siteId}\u0000${siteUserId}`, async () =>
      Object.freeze(await membershipGrants(db, siteId, siteUserId)),
    );
    return heldAt(grants, now);
  };
}
