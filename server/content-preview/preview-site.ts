/**
 * The site as it would be after a publish, with the editor's unsaved documents laid over it:
 * every draft of the site (one statement), the overlay (a null body deletes), built by the
 * same code as a served site (content/stored-site.ts). The documents being edited show even
 * when their status hides them (Draft, Scheduled…): the owner is previewing them.
 *
 * Templates compile on first use; when no template differs from the served site's, the served
 * site's compiled set is reused, so a preview costs a render, not a compile of every template.
 */
import { withSanitisedItemHtml } from '../content/owner-html';
import { withSanitisedFormHtml } from '../forms/form-document-check';
import { readDefaultTemplates, storedSite, type DefaultTemplates } from '../content/stored-site';
import { changedProductItem, productRow } from '../content/products';
import type { ContentKind, PreviewDocument } from '../../domain';
import type { PreviewInput } from './preview-input';
import type { ContentDocument } from '../content/site-folder';
import type { Sql } from '../db';
import type { Site } from '../sites/types';

type DraftRow = { kind: ContentKind; key: string; draft: string; same: boolean };

const defaultsByDir = new Map<string, Promise<DefaultTemplates>>();

/** The default templates, read once per process. */
function defaultTemplates(templatesDir: string): Promise<DefaultTemplates> {
  let found = defaultsByDir.get(templatesDir);
  if (!found) {
    found = readDefaultTemplates(templatesDir);
    found.catch(() => defaultsByDir.delete(templatesDir));
    defaultsByDir.set(templatesDir, found);
  }
  return found;
}

const withoutStatus = (body: unknown): unknown => {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const { status: _status, ...rest } = body as Record<string, unknown>;
  return rest;
};

/** The products' edits as the item documents a save would write (content/products.ts). */
export async function productDocuments(
  db: Sql,
  served: Site,
  products: PreviewInput['products'],
): Promise<PreviewDocument[]> {
  const documents: PreviewDocument[] = [];
  for (const { id, fields } of products) {
    const row = await productRow(db, served.id, id);
    const { item } = await changedProductItem(db, served, row, fields);
    documents.push({ kind: 'item', key: row.key, body: item });
  }
  return documents;
}

export async function previewSite(
  db: Sql,
  served: Site,
  overlay: readonly PreviewDocument[],
  templatesDir: string,
): Promise<Site> {
  const rows = await db.query<DraftRow>(
    `select kind, key, draft, published is not distinct from draft as same
     from content_documents where website_id = $1 and draft is not null`,
    [served.id],
  );
  const documents = new Map<string, ContentDocument>();
  const id = (kind: string, key: string) => `${kind}\u0000${key}`;
  for (const row of rows)
    documents.set(id(row.kind, row.key), { kind: row.kind, key: row.key, body: JSON.parse(row.draft) });
  for (const doc of overlay) {
    if (doc.body === null) documents.delete(id(doc.kind, doc.key));
    else
      documents.set(id(doc.kind, doc.key), {
        kind: doc.kind,
        key: doc.key,
        // Sanitised as a save would (content/owner-html.ts, forms/form-document-check.ts): the
        // preview shows what saving keeps.
        body:
          doc.kind === 'item'
            ? withoutStatus(withSanitisedItemHtml(doc.body))
            : doc.kind === 'form'
              ? withSanitisedFormHtml(doc.body)
              : doc.body,
      });
  }
  const site = await storedSite(served.id, [...documents.values()], await defaultTemplates(templatesDir));
  const templatesAsServed =
    rows.every((row) => row.same || (row.kind !== 'template' && row.kind !== 'asset')) &&
    overlay.every((doc) => doc.kind !== 'template' && doc.kind !== 'asset');
  return templatesAsServed ? { ...site, templates: served.templates } : site;
}
