import { randomUUID } from 'node:crypto';
import type { Sql } from '../db/driver';
import type { RestockSignUp } from '../../domain';

/**
 * Store one sign-up; the same email for the same variant is one row, its mailing-list choice the
 * latest. Signing up again after being notified is a new sign-up (new id, not yet notified), so
 * the next restock notifies again.
 */
export async function saveRestockSignUp(
  db: Sql,
  siteId: string,
  signUp: Omit<RestockSignUp, 'captchaToken'>,
  /** The language of the page the visitor signed up on (migration 450); null: the site's own. */
  language: string | null = null,
): Promise<void> {
  await db.query(
    `insert into restock_signups (website_id, product_id, variant_id, email, join_mailing_list, id, language)
     values ($1, $2, $3, $4, $5, $6, $7)
     on conflict (website_id, product_id, variant_id, email) do update set join_mailing_list = excluded.join_mailing_list,
       language = excluded.language,
       id = case when restock_signups.notified_at is null then restock_signups.id else excluded.id end,
       created_at = case when restock_signups.notified_at is null then restock_signups.created_at else now() end,
       notified_at = null`,
    [
      siteId,
      signUp.productId,
      signUp.variantId,
      signUp.siteVisitorEmail.toLowerCase(),
      signUp.isJoinMailingList,
      randomUUID(),
      language,
    ],
  );
}

export interface RestockRow {
  productId: string;
  variantId: string;
  email: string;
  joinMailingList: boolean;
}

/** The sign-ups of one variant, oldest first. */
export async function listRestockSignUps(
  db: Sql,
  siteId: string,
  productId: string,
  variantId: string,
): Promise<RestockRow[]> {
  const rows = await db.query<{ product_id: string; variant_id: string; email: string; join_mailing_list: boolean }>(
    `select product_id, variant_id, email, join_mailing_list from restock_signups
     where website_id = $1 and product_id = $2 and variant_id = $3 order by created_at, email`,
    [siteId, productId, variantId],
  );
  return rows.map((r) => ({
    productId: r.product_id,
    variantId: r.variant_id,
    email: r.email,
    joinMailingList: r.join_mailing_list,
  }));
}
