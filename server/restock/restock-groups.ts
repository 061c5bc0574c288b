/**
 * Restock sign-ups as the owner reads them (spec §7): groups per product and variant with the
 * count still waiting for a notice, and the sign-ups of one group; keyset pages of 20.
 */
import { getStocks } from '../inventory/stock-store';
import { decodeCursor, pageOf, PAGE_SIZE } from '../owner/cursor';
import { findOwnerProduct } from '../inventory/site-products';
import type { RestockSignUpsPage, SignUpGroupsPage } from '../../domain';
import type { Sql } from '../db';
import type { Site } from '../sites/types';

export async function restockGroups(db: Sql, site: Site, cursor?: string): Promise<SignUpGroupsPage> {
  const after = decodeCursor(cursor, 'ss');
  const rows = await db.query<{ product_id: string; variant_id: string; n: number }>(
    `select product_id, variant_id, count(*) filter (where notified_at is null)::int as n from restock_signups
     where website_id = $1 and ($2::text is null or (product_id, variant_id) > ($2::text, $3::text))
     group by product_id, variant_id order by product_id, variant_id limit $4`,
    [site.id, after?.[0] ?? null, after?.[1] ?? null, PAGE_SIZE + 1],
  );
  const page = pageOf(rows, PAGE_SIZE, (r) => [r.product_id, r.variant_id]);
  const stock = await getStocks(db, site.id, [...new Set(page.rows.map((r) => r.product_id))]);
  const signUpGroups = page.rows.map((r) => {
    const owned = findOwnerProduct(site, r.product_id);
    const variant = owned?.variants.find((v) => v.variantId === r.variant_id);
    const level = (variant && stock.get(r.product_id)?.find((s) => s.sku === variant.sku)) ?? variant?.seed;
    return {
      productId: r.product_id,
      variantId: r.variant_id,
      productName: owned?.product.title ?? r.product_id,
      variantLabel: variant?.label ?? r.variant_id,
      signUps: Number(r.n),
      inStock: level ? level.unlimited || level.qtyInStock > 0 : false,
    };
  });
  return { signUpGroups, hasNextPage: page.hasNextPage, nextPageCursor: page.nextPageCursor };
}

export async function restockSignUps(
  db: Sql,
  siteId: string,
  productId: string,
  variantId: string,
  cursor?: string,
): Promise<RestockSignUpsPage> {
  const after = decodeCursor(cursor, 'ts');
  const rows = await db.query<{
    email: string;
    join_mailing_list: boolean;
    created_at: Date | string;
    created_key: string;
    notified_at: Date | string | null;
  }>(
    `select email, join_mailing_list, created_at, created_at::text as created_key, notified_at from restock_signups
     where website_id = $1 and product_id = $2 and variant_id = $3
       and ($4::text is null or (created_at, email) > ($4::text::timestamptz, $5::text))
     order by created_at, email limit $6`,
    [siteId, productId, variantId, after?.[0] ?? null, after?.[1] ?? null, PAGE_SIZE + 1],
  );
  const iso = (v: Date | string) => new Date(v).toISOString();
  // The key is the timestamp as PostgreSQL prints it (microseconds): a JavaScript date keeps
  // only milliseconds and would repeat or skip sign-ups made within one.
  const page = pageOf(rows, PAGE_SIZE, (r) => [r.created_key, r.email]);
  return {
    signUps: page.rows.map((r) => ({
      email: r.email,
      joinMailingList: r.join_mailing_list,
      createdOn: iso(r.created_at),
      notifiedOn: r.notified_at === null ? null : iso(r.notified_at),
    })),
    hasNextPage: page.hasNextPage,
    nextPageCursor: page.nextPageCursor,
  };
}
