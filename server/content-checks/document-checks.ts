/**
 * The editor's rules on the content API's document saves (`PUT /api/owner/content/documents/
 * {kind}/{key}`): the body of an item, a collection, the site settings or the style, and the file name of
 * an asset or template, checked with domain/editor-rules.ts before anything is stored. Content
 * past the limits would stop the site from loading once published, so it is refused here, as
 * a 400 naming each field (`body.tags`, `body.items`, `key`, …).
 */
import {
  categoryCountProblems,
  collectionProblems,
  fileNameProblems,
  itemProblems,
  siteProblems,
  type ContentKind,
} from '../../domain';
import { PayloadError } from '../http';
import { checkSiteStyle, STYLE_MESSAGES } from '../content/style-input';
import { formDocumentProblems } from '../forms/form-document-check';
import type { Sql } from '../db';

const inBody = (problems: Record<string, string>) =>
  Object.fromEntries(Object.entries(problems).map(([field, message]) => [`body.${field}`, message]));

/** Throws a PayloadError naming each field the editor's rules refuse; `body: null` (a delete) passes. */
export async function checkDocument(
  db: Sql,
  siteId: string,
  request: { kind: ContentKind; key: string; body: unknown },
): Promise<void> {
  const { kind, key, body } = request;
  let problems: Record<string, string> = {};
  if (kind === 'asset' || kind === 'template') problems = fileNameProblems(key);
  if (kind === 'style' && key !== 'site') problems = { key: STYLE_MESSAGES.key };
  // The style document: its own rules (content/style-input.ts), a 400 naming `body.<path>`.
  if (kind === 'style' && body !== null && key === 'site') checkSiteStyle(body, 'body.');
  if (body !== null) {
    if (kind === 'item') problems = inBody(await itemDocumentProblems(db, siteId, key, body));
    else if (kind === 'collection') problems = inBody(collectionProblems(body));
    else if (kind === 'site') problems = inBody(siteProblems(body));
    else if (kind === 'form') problems = inBody(formDocumentProblems(body));
  }
  if (Object.keys(problems).length > 0) throw new PayloadError(problems);
}

/** An item's problems by the editor's rules, with the collection's category count, named as in the item (`tags`). */
export async function itemDocumentProblems(
  db: Sql,
  siteId: string,
  key: string,
  body: unknown,
): Promise<Record<string, string>> {
  return { ...itemProblems(body), ...(await categoryProblems(db, siteId, key, body)) };
}

/** The collection's distinct categories with this item's: at most the nested categories limit. */
async function categoryProblems(db: Sql, siteId: string, key: string, body: unknown): Promise<Record<string, string>> {
  const categories = (body as { categories?: unknown }).categories;
  if (!Array.isArray(categories) || categories.length === 0) return {};
  const collection = key.slice(0, key.indexOf('/') + 1);
  const rows = await db.query<{ draft: string }>(
    `select draft from content_documents where website_id = $1 and kind = 'item' and key <> $2
     and left(key, length($3)) = $3 and draft is not null and position('"categories"' in draft) > 0`,
    [siteId, key, collection],
  );
  const lists = rows.map((r) => (JSON.parse(r.draft) as { categories?: unknown }).categories);
  return categoryCountProblems([...lists, categories]);
}
