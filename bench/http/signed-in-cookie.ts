/**
 * The Cookie header of a signed-in site user of `siteId` (a new account, a remembered session),
 * for the benches' `--signed-in` requests (server.bench.ts, profile-page.ts).
 */
import { createSiteUser } from '../../server/site-users/accounts';
import { createSession, REMEMBER_ME_SECONDS } from '../../server/site-users/sessions';
import { SESSION_COOKIE } from '../../server/site-users/session-cookies';
import type { Database } from '../../server/db';

export async function signedInCookie(db: Database, siteId: string): Promise<string> {
  const user = await createSiteUser(db, siteId, `bench-${Date.now()}@example.com`, 'not-a-hash');
  const { token } = await createSession(db, siteId, user!.id, REMEMBER_ME_SECONDS);
  return `${SESSION_COOKIE}=${token}`;
}
