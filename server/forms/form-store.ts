/**
 * Form submission queries (migrations 005, 170). A submission and the claim of its key are one
 * transaction, with the answer it got: a stored submission always spent its key, a spent key
 * answers a retry of its request as the first time, and another request with it stores nothing.
 *
 * @module
 */
import { randomUUID } from 'node:crypto';
import { claimIdempotencyKey, saveIdempotentAnswer } from '../db/idempotency-keys';
import type { Database, Sql } from '../db/driver';
import type { StoredAnswer } from '../db/idempotency-keys';

/** The idempotency keys' scope of form submission keys (signed per site, so no visitor scope). */
export const FORM_KEY_SCOPE = 'form-submission';

export interface PageFields {
  pageId: string;
  pageTitle: string;
  pagePath: string;
  contentSource: string;
}

/** A field as the form had it when a submission answered it (migration 380). */
export interface AnsweredField {
  id: string;
  type: string;
  title: string;
}

export interface NewSubmission extends PageFields {
  formId: string;
  /** The field values keyed by field id. */
  data: Record<string, unknown>;
  /** The form's fields at the time, so a later change of the form never re-labels the answers. */
  fields?: AnsweredField[];
  /** False when the form's storage settings keep no submissions (only its key is spent). @default true */
  keep?: boolean;
}

export interface SubmissionRow extends NewSubmission {
  id: string;
  created: string;
}

export interface SpentKey {
  key: string;
  expires: Date;
  /** The hash of the normalised submission sent with the key. */
  requestHash: string;
  /** What the visitor is answered, kept to answer a retry the same. */
  answer: unknown;
}

export type Saved = { id: string } | { earlier: StoredAnswer };

/**
 * Stores a submission, spending `key` if given. Answers the new id, or what the key's first
 * use stored when it was spent already (nothing is stored then).
 */
export async function saveSubmission(
  db: Database,
  siteId: string,
  submission: NewSubmission,
  key?: SpentKey,
): Promise<Saved> {
  if (!key) return { id: await insertSubmission(db, siteId, submission) };
  return db.transaction(async (tx): Promise<Saved> => {
    const claim = { requestHash: key.requestHash, expires: key.expires };
    const earlier = await claimIdempotencyKey(tx, siteId, FORM_KEY_SCOPE, key.key, claim);
    if (earlier) return { earlier };
    const id = await insertSubmission(tx, siteId, submission);
    await saveIdempotentAnswer(tx, siteId, FORM_KEY_SCOPE, key.key, null, 200, key.answer);
    return { id };
  });
}

async function insertSubmission(db: Sql, siteId: string, submission: NewSubmission): Promise<string> {
  const id = randomUUID();
  if (submission.keep === false) return id;
  await db.query(
    `insert into form_submissions (website_id, id, form_id, data, page_id, page_title, page_path, content_source, fields)
     values ($1, $2, $3, $4::text::jsonb, $5, $6, $7, $8, $9::text::jsonb)`,
    [
      siteId,
      id,
      submission.formId,
      JSON.stringify(submission.data),
      submission.pageId,
      submission.pageTitle,
      submission.pagePath,
      submission.contentSource,
      submission.fields ? JSON.stringify(submission.fields) : null,
    ],
  );
  return id;
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
