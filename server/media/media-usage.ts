/**
 * Where a media item is used: every content document of the site whose draft or published body
 * names its id (a product's or gallery's image, a page's link to a file; the id is in the
 * served URL, so any reference holds it). A hash of 24 hex digits appears nowhere by chance.
 */
import type { Sql } from '../db';
import type { MediaUse } from '../../domain';

export async function mediaUses(db: Sql, siteId: string, id: string): Promise<MediaUse[]> {
  const rows = await db.query<{ kind: string; key: string; in_draft: boolean; in_published: boolean }>(
    `select kind, key, coalesce(strpos(draft, $2) > 0, false) as in_draft,
       coalesce(strpos(published, $2) > 0, false) as in_published
     from content_documents
     where website_id = $1 and (strpos(draft, $2) > 0 or strpos(published, $2) > 0)
     order by kind, key`,
    [siteId, id],
  );
  return rows.map((r) => ({ kind: r.kind, key: r.key, draft: r.in_draft, published: r.in_published }));
}

/** `item shop/prod-lantern (published)`, for the refusal's sentence. */
export function describeUses(uses: readonly MediaUse[]): string {
  return uses
    .map((use) => {
      const states = [use.draft ? 'draft' : '', use.published ? 'published' : ''].filter(Boolean).join(' and ');
      return `${use.kind} ${use.key} (${states})`;
    })
    .join(', ');
}
