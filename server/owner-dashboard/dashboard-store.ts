/**
 * The figures of the owner's home (domain/owner-dashboard.ts), each one read in one statement:
 * today's orders and sales (midnight in the site's time zone), variants low on stock (at or
 * below the inventory settings' scarcity threshold), what waits for the owner's decision
 * (held reviews, pending comments, content items in Needs Review) and the newest submissions.
 */
import { ownerForms } from '../forms';
import { inventorySettingsStore } from '../inventory/inventory-settings';
import { siteCurrency } from '../render/cart-summary';
import { siteTimeZone } from '../tracking/analytics-range';
import type { DashboardLowStock, DashboardSubmission, DashboardToday, DashboardWaiting } from '../../domain';
import type { Sql } from '../db';
import type { Site } from '../sites/types';

type Json = Record<string, unknown>;

export async function todayFigures(db: Sql, site: Site): Promise<DashboardToday> {
  const [row] = await db.query<{ orders: string | number; sales: string | number | null }>(
    `select count(*) as orders, coalesce(sum(grand_total_cents), 0) as sales from orders
     where website_id = $1 and created >= (date_trunc('day', now() at time zone $2) at time zone $2)`,
    [site.id, siteTimeZone(site)],
  );
  return { orders: Number(row?.orders ?? 0), salesCents: Number(row?.sales ?? 0), currency: siteCurrency(site) };
}

export async function lowStock(db: Sql, site: Site): Promise<{ threshold: number; variants: DashboardLowStock[] }> {
  const { scarcityThreshold: threshold } = await inventorySettingsStore(db).get(site);
  const rows = await db.query<{ item_id: string; sku: string; qty_in_stock: number }>(
    `select item_id, sku, qty_in_stock from stock where website_id = $1 and not unlimited and qty_in_stock <= $2
     order by qty_in_stock, item_id, sku`,
    [site.id, threshold],
  );
  const products = new Map<string, Json>();
  for (const collection of site.collections.values())
    for (const item of collection.items) if (item.recordType === 11) products.set(item.id, item);
  const variants: DashboardLowStock[] = [];
  for (const row of rows) {
    const product = products.get(row.item_id);
    // Stock of products the site no longer sells (deleted, unpublished) is not the owner's concern here.
    if (!product) continue;
    const all = ((product.structuredContent as Json | undefined)?.variants as Json[] | undefined) ?? [];
    const variant = all.find((x) => x.sku === row.sku);
    if (!variant) continue;
    const values = Object.values((variant.attributes as Record<string, string> | undefined) ?? {});
    variants.push({
      itemId: row.item_id,
      sku: row.sku,
      name: String(product.title ?? row.item_id),
      variant: all.length > 1 ? values.join(' / ') : '',
      qtyInStock: Number(row.qty_in_stock),
    });
    if (variants.length === 10) break;
  }
  return { threshold, variants };
}

export async function waiting(db: Sql, siteId: string): Promise<DashboardWaiting> {
  const [counts] = await db.query<{ reviews: string | number; comments: string | number }>(
    `select (select count(*) from product_reviews where website_id = $1 and status = 'held') as reviews,
            (select count(*) from comments where website_id = $1 and status = 'pending') as comments`,
    [siteId],
  );
  const items = await db.query<{ key: string; title: string | null }>(
    `select key, draft::jsonb ->> 'title' as title from content_documents
     where website_id = $1 and kind = 'item' and draft is not null and draft::jsonb ->> 'status' = 'needs-review'
     order by updated_at desc limit 10`,
    [siteId],
  );
  return {
    reviews: Number(counts?.reviews ?? 0),
    comments: Number(counts?.comments ?? 0),
    items: items.map((r) => ({ key: r.key, title: r.title ?? r.key })),
  };
}

/** The newest submissions, each with its form's name as the forms panel lists it (a footer's form sent from any page). */
export async function recentSubmissions(db: Sql, site: Site): Promise<DashboardSubmission[]> {
  const rows = await db.query<{
    id: string;
    form_id: string;
    page_title: string;
    page_path: string;
    created: Date | string;
  }>(
    'select id, form_id, page_title, page_path, created from form_submissions where website_id = $1 order by created desc limit 5',
    [site.id],
  );
  const forms = await ownerForms(db, site, new Set(rows.map((r) => r.form_id)));
  return rows.map((r) => {
    const form = forms.get(r.form_id);
    return {
      id: r.id,
      formId: r.form_id,
      formName: form?.name ?? r.form_id,
      formStatus: form?.status ?? 'deleted',
      pageTitle: r.page_title,
      pagePath: r.page_path,
      created: new Date(r.created).toISOString(),
    };
  });
}
