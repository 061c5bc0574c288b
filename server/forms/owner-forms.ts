/**
 * The forms the owner sees (issue 25): every form document with a draft, at once (a new form
 * is listed before its first publish), each with where it stands; the forms a site served from
 * its folder has; and every form that is gone, under its last name and marked deleted: one the
 * owner deleted (published or not) so it can be restored from an earlier revision, and one that
 * only left stored submissions, so deleting a form never loses a submission (they stay readable
 * and exportable until the owner clears them).
 *
 * @module
 */
import { answeredFields } from './form-fields';
import type { FormStatus } from '../../domain';
import type { Sql } from '../db';
import type { Json, Site } from '../sites/types';
import type { AnsweredField } from './form-store';

export interface OwnerForm {
  id: string;
  name: string;
  status: FormStatus;
  /** The fields a submission without its own is read by (older rows, migration 380). */
  fields: AnsweredField[];
}

type DocumentRow = {
  key: string;
  draft: string | null;
  revision: number;
  published_revision: number | null;
};

const parsed = (text: string): Json => JSON.parse(text) as Json;
const idOf = (body: Json, key: string) => String(body.id ?? key);
const nameOf = (body: Json, id: string) => String(body.name ?? body.title ?? id);

function statusOf(row: DocumentRow): FormStatus {
  if (row.published_revision === null) return 'draft';
  return Number(row.published_revision) === Number(row.revision) ? 'published' : 'changed';
}

/**
 * Each deleted form's last body by form id: the newest revision that still had one (a delete
 * saves a null body), so its name and fields are as the owner last saw them.
 */
async function lastBodies(db: Sql, siteId: string): Promise<Map<string, Json>> {
  const rows = await db.query<{ key: string; body: string }>(
    `select distinct on (key) key, body from content_revisions
     where website_id = $1 and kind = 'form' and body is not null order by key, revision desc`,
    [siteId],
  );
  return new Map(rows.map((r) => [idOf(parsed(r.body), r.key), parsed(r.body)]));
}

/**
 * The site's forms by id: the drafts of the content store, the served forms it has no document
 * of, and as deleted the documents whose draft deletes them and the ids in `submitted` (forms
 * with stored submissions) that are neither.
 */
export async function ownerForms(db: Sql, site: Site, submitted: Iterable<string>): Promise<Map<string, OwnerForm>> {
  const rows = await db.query<DocumentRow>(
    `select key, draft, revision, published_revision from content_documents where website_id = $1 and kind = 'form'`,
    [site.id],
  );
  const forms = new Map<string, OwnerForm>();
  // Keys whose draft deletes the form: still served until the publish, a deleted form to the owner.
  const removed = new Set<string>();
  for (const row of rows) {
    if (row.draft === null) {
      removed.add(row.key);
      continue;
    }
    const body = parsed(row.draft);
    const id = idOf(body, row.key);
    const status = statusOf(row);
    // Older submissions are read by the fields visitors answered (the published form), when there is one.
    const served = status !== 'draft' ? site.forms.get(id) : undefined;
    forms.set(id, { id, name: nameOf(body, id), status, fields: answeredFields(served ?? body) });
  }
  for (const [id, form] of site.forms)
    if (!forms.has(id) && !removed.has(id))
      forms.set(id, { id, name: nameOf(form, id), status: 'published', fields: answeredFields(form) });

  const gone = [...new Set([...removed, ...submitted])].filter((id) => !forms.has(id));
  if (gone.length > 0) {
    const last = await lastBodies(db, site.id);
    for (const id of gone) {
      const body = last.get(id) ?? site.forms.get(id);
      forms.set(id, {
        id,
        name: body ? nameOf(body, id) : id,
        status: 'deleted',
        fields: body ? answeredFields(body) : [],
      });
    }
  }
  return forms;
}

/** One form as the owner's submissions view reads it; undefined when there is no such form nor any of its submissions. */
export async function ownerForm(db: Sql, site: Site, formId: string): Promise<OwnerForm | undefined> {
  const [stored] = await db.query(
    'select 1 as found from form_submissions where website_id = $1 and form_id = $2 limit 1',
    [site.id, formId],
  );
  return (await ownerForms(db, site, stored ? [formId] : [])).get(formId);
}
