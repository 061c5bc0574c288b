/**
 * Form submission queries (migration 005). A submission and the spending of its key are one
 * statement, so a stored submission always consumed its key and a spent key stores nothing.
 *
 * @module
 */
import { randomUUID } from 'node:crypto';
import type { Sql } from './driver';

export interface PageFields {
  pageId: string;
  pageTitle: string;
  pagePath: string;
  contentSource: string;
}

export interface NewSubmission extends PageFields {
  formId: string;
  /** The field values keyed by field id. */
  data: Record<string, unknown>;
}

export interface SubmissionRow extends NewSubmission {
  id: string;
  created: string;
}

export interface SpentKey {
  key: string;
  expires: Date;
}

/**
 * Stores a submission, spending `key` if given. Answers the new id, or undefined when the key
 * was already spent (nothing is stored then).
 */
export async function saveSubmission(
  db: Sql,
  siteId: string,
  submission: NewSubmission,
  key?: SpentKey,
): Promise<string | undefined> {
  const id = randomUUID();
  const values = [
    siteId,
    id,
    submission.formId,
    JSON.stringify(submission.data),
    submission.pageId,
    submission.pageTitle,
    submission.pagePath,
    submission.contentSource,
  ];
  const insert = `insert into form_submissions (website_id, id, form_id, data, page_id, page_title, page_path, content_source)`;
  if (!key) {
    await db.query(`${insert} values ($1, $2, $3, $4::text::jsonb, $5, $6, $7, $8)`, values);
    return id;
  }
  const rows = await db.query(
    `with spent as (
       insert into form_submission_keys (website_id, key, expires) values ($1, $9, $10) on conflict do nothing returning key
     )
     ${insert} select $1, $2, $3, $4::text::jsonb, $5, $6, $7, $8 from spent returning id`,
    [...values, key.key, key.expires.toISOString()],
  );
  return rows.length > 0 ? id : undefined;
}

/** A site's submissions, oldest first; one form's only when `formId` is given. */
export async function listSubmissions(db: Sql, siteId: string, formId?: string): Promise<SubmissionRow[]> {
  const rows = await db.query(
    `select id, form_id, data, page_id, page_title, page_path, content_source, created from form_submissions
     where website_id = $1 and ($2::text is null or form_id = $2) order by created, id`,
    [siteId, formId ?? null],
  );
  return rows.map((r) => ({
    id: String(r.id),
    formId: String(r.form_id),
    data: (typeof r.data === 'string' ? JSON.parse(r.data) : r.data) as Record<string, unknown>,
    pageId: String(r.page_id),
    pageTitle: String(r.page_title),
    pagePath: String(r.page_path),
    contentSource: String(r.content_source),
    created: new Date(r.created as string).toISOString(),
  }));
}

/** Spent keys past their expiry can go: an expired key is refused before it is looked up. */
export async function purgeSpentKeys(db: Sql, now: Date): Promise<void> {
  await db.query('delete from form_submission_keys where expires < $1', [now.toISOString()]);
}
