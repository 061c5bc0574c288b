/**
 * Reading drafts inside an edit's transaction (content-store.ts `withSite` holds the site's
 * lock): the calls that add, copy, remove or reorder items read the collection and its items
 * as they are at that moment, so two edits never interleave.
 */
import type { Sql } from '../db';

export type Json = Record<string, unknown>;

export interface Draft {
  key: string;
  revision: number;
  publishedRevision: number | null;
  body: Json;
  updatedAt: string;
  updatedBy: string;
}

type Row = {
  key: string;
  revision: number;
  published_revision: number | null;
  draft: string;
  updated_at: Date | string;
  updated_by: string;
};

const draftOf = (r: Row): Draft => ({
  key: r.key,
  revision: Number(r.revision),
  publishedRevision: r.published_revision === null ? null : Number(r.published_revision),
  body: JSON.parse(r.draft) as Json,
  updatedAt: (r.updated_at instanceof Date ? r.updated_at : new Date(r.updated_at)).toISOString(),
  updatedBy: r.updated_by,
});

/** Every draft of a kind (documents the draft deletes are left out); `prefix` narrows the keys (`shop/`). */
export async function draftsOf(tx: Sql, siteId: string, kind: string, prefix = ''): Promise<Draft[]> {
  const rows = await tx.query<Row>(
    `select key, revision, published_revision, draft, updated_at, updated_by from content_documents
     where website_id = $1 and kind = $2 and draft is not null and left(key, length($3)) = $3 order by key`,
    [siteId, kind, prefix],
  );
  return rows.map(draftOf);
}

/** One document's draft, or undefined when there is none (or the draft deletes it). */
export async function draftOfKey(tx: Sql, siteId: string, kind: string, key: string): Promise<Draft | undefined> {
  const [row] = await tx.query<Row>(
    `select key, revision, published_revision, draft, updated_at, updated_by from content_documents
     where website_id = $1 and kind = $2 and key = $3 and draft is not null`,
    [siteId, kind, key],
  );
  return row && draftOf(row);
}
