/**
 * One-time password reset links (migration 040): the emailed token is kept as its SHA-256,
 * expires after an hour and is spent by the first use.
 *
 * @module
 */
import { findSiteUserByEmail } from './accounts';
import { passwordResetMail } from './account-mails';
import { hashToken, newSecretToken } from './secret-token';
import type { SiteLanguage } from '../../domain';
import type { Sql } from '../db';
import type { Mailer } from '../mail/types';
import type { Site } from '../sites/types';

export const RESET_LINK_SECONDS = 60 * 60;

export async function createPasswordReset(db: Sql, siteId: string, siteUserId: string): Promise<string> {
  const token = newSecretToken();
  await db.query(
    `insert into site_user_password_resets (token_hash, website_id, site_user_id, expires_at)
     values ($1, $2, $3, now() + make_interval(secs => $4))`,
    [hashToken(token), siteId, siteUserId, RESET_LINK_SECONDS],
  );
  return token;
}

/** Spends the link: the user it was for, or undefined when it is unknown, used or expired. */
export async function usePasswordReset(db: Sql, siteId: string, token: string): Promise<string | undefined> {
  const rows = await db.query<{ site_user_id: string }>(
    `update site_user_password_resets set used_at = now()
     where token_hash = $1 and website_id = $2 and used_at is null and expires_at > now()
     returning site_user_id`,
    [hashToken(token), siteId],
  );
  return rows[0]?.site_user_id;
}

/** Whether a link would still work, for the reset page (which shows a form only then). */
export async function isPasswordResetLive(db: Sql, siteId: string, token: string): Promise<boolean> {
  const rows = await db.query(
    'select 1 from site_user_password_resets where token_hash = $1 and website_id = $2 and used_at is null and expires_at > now()',
    [hashToken(token), siteId],
  );
  return rows.length > 0;
}

/**
 * Mails a reset link (to the reset page of `language`) when `email` has an account on the site,
 * and does nothing otherwise. Run
 * after the answer (server/deferred-work.ts), so both cases answer in the same time.
 */
export async function mailPasswordReset(
  db: Sql,
  mailer: Mailer,
  site: Site,
  origin: string,
  email: string,
  language?: SiteLanguage,
): Promise<void> {
  const user = await findSiteUserByEmail(db, site.id, email);
  if (!user) return;
  const token = await createPasswordReset(db, site.id, user.id);
  await mailer.send(site.id, passwordResetMail(site, origin, user.email, token, language));
}
