/**
 * A site's newsletter mailing list (migration 081): one row per address, lower-cased.
 * Unsubscribed readers keep their row (marked), so they are left out of exports and sends
 * until they sign up again.
 */
import { csvText } from '../owner/csv';
import type { Sql } from '../db';
import type { NewsletterCounts } from '../../domain';

export interface Subscriber {
  id: string;
  email: string;
  source: string;
  created: string;
  unsubscribed: string | null;
  /** The locale of the page they signed up on (migration 480), null for the site's own language. */
  language: string | null;
}

type Row = {
  id: string;
  email: string;
  source: string;
  created_at: Date | string;
  unsubscribed_at: Date | string | null;
  language: string | null;
};

const toSubscriber = (row: Row): Subscriber => ({
  id: String(row.id),
  email: row.email,
  source: row.source,
  created: new Date(row.created_at).toISOString(),
  unsubscribed: row.unsubscribed_at === null ? null : new Date(row.unsubscribed_at).toISOString(),
  language: row.language ?? null,
});

/**
 * Adds the address (or signs it up again); `joined` is false when it was on the list already.
 * `language`: the locale of the page signed up on (null: the site's own), kept for the links of
 * the letters; a reader back on the list keeps the language they came back in.
 */
export async function joinNewsletter(
  db: Sql,
  siteId: string,
  email: string,
  source: string,
  language: string | null = null,
): Promise<{ id: string; joined: boolean }> {
  const address = email.trim().toLowerCase();
  const inserted = await db.query<{ id: string }>(
    'insert into newsletter_subscribers (website_id, email, source, language) values ($1, $2, $3, $4) on conflict (website_id, email) do nothing returning id',
    [siteId, address, source, language],
  );
  if (inserted[0]) return { id: String(inserted[0].id), joined: true };
  // On the list before: back on it if they had left (one statement, so two sign-ups at once agree).
  const back = await db.query<{ id: string }>(
    'update newsletter_subscribers set unsubscribed_at = null, source = $3, language = $4 where website_id = $1 and email = $2 and unsubscribed_at is not null returning id',
    [siteId, address, source, language],
  );
  if (back[0]) return { id: String(back[0].id), joined: true };
  const [row] = await db.query<{ id: string }>(
    'select id from newsletter_subscribers where website_id = $1 and email = $2',
    [siteId, address],
  );
  return { id: String(row!.id), joined: false };
}

export async function subscriberById(db: Sql, siteId: string, id: string): Promise<Subscriber | undefined> {
  if (!/^\d{1,18}$/.test(id)) return undefined;
  const [row] = await db.query<Row>('select * from newsletter_subscribers where website_id = $1 and id = $2::bigint', [
    siteId,
    id,
  ]);
  return row && toSubscriber(row);
}

/** Marks the reader unsubscribed (again is harmless). */
export async function unsubscribe(db: Sql, siteId: string, id: string): Promise<void> {
  await db.query(
    'update newsletter_subscribers set unsubscribed_at = coalesce(unsubscribed_at, now()) where website_id = $1 and id = $2::bigint',
    [siteId, id],
  );
}

export async function resubscribe(db: Sql, siteId: string, id: string): Promise<void> {
  await db.query('update newsletter_subscribers set unsubscribed_at = null where website_id = $1 and id = $2::bigint', [
    siteId,
    id,
  ]);
}

/** Everyone on the list now, oldest first. */
export async function activeSubscribers(db: Sql, siteId: string): Promise<Subscriber[]> {
  const rows = await db.query<Row>(
    'select * from newsletter_subscribers where website_id = $1 and unsubscribed_at is null order by id',
    [siteId],
  );
  return rows.map(toSubscriber);
}

export async function subscriberCounts(db: Sql, siteId: string): Promise<NewsletterCounts> {
  const [row] = await db.query<{ subscribed: string; unsubscribed: string }>(
    `select count(*) filter (where unsubscribed_at is null) as subscribed, count(*) filter (where unsubscribed_at is not null) as unsubscribed
     from newsletter_subscribers where website_id = $1`,
    [siteId],
  );
  return { subscribed: Number(row?.subscribed ?? 0), unsubscribed: Number(row?.unsubscribed ?? 0) };
}

/** The export: the list as it stands (unsubscribed readers left out), cells safe for spreadsheets. */
export async function subscribersCsv(db: Sql, siteId: string): Promise<string> {
  const rows = (await activeSubscribers(db, siteId)).map((s) => [s.email, s.created, s.source]);
  return csvText([['Email', 'Signed up', 'Source'], ...rows]);
}
