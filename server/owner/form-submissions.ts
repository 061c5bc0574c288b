/**
 * Form submissions as the owner reads them: per form, newest first, each answer as text by the
 * summary-form-field rules (the engine's `summaryFieldText`), and as CSV.
 */
import { summaryFieldText } from '../../engine';
import { decodeCursor, pageOf, PAGE_SIZE } from './cursor';
import { csvText } from './csv';
import type { FormList, Submission, SubmissionsPage } from '../../domain';
import type { Sql } from '../db';
import type { Json, Site } from '../sites/types';

interface FieldDef {
  id: string;
  type: string;
  title: string;
}

export interface OwnerForm {
  id: string;
  name: string;
  fields: FieldDef[];
}

/** The site's forms with the fields that take answers (sections only divide the form). */
export function siteForm(site: Site, formId: string): OwnerForm | undefined {
  const form = site.forms.get(formId);
  return form && ownerForm(formId, form);
}

function ownerForm(formId: string, form: Json): OwnerForm {
  const fields = (Array.isArray(form.fields) ? form.fields : [])
    .filter(
      (f): f is Json =>
        f !== null && typeof f === 'object' && typeof (f as Json).id === 'string' && (f as Json).type !== 'section',
    )
    .map((f) => ({ id: String(f.id), type: String(f.type ?? 'text'), title: String(f.title ?? f.key ?? f.id) }));
  return { id: formId, name: String(form.name ?? form.title ?? formId), fields };
}

export async function listForms(db: Sql, site: Site): Promise<FormList> {
  const counts = await db.query<{ form_id: string; n: number; last: Date | string }>(
    'select form_id, count(*)::int as n, max(created) as last from form_submissions where website_id = $1 group by form_id',
    [site.id],
  );
  const byForm = new Map(counts.map((r) => [r.form_id, r]));
  const forms = [...site.forms.entries()].map(([id, form]) => {
    const row = byForm.get(id);
    return {
      id,
      name: ownerForm(id, form).name,
      submissionCount: row ? Number(row.n) : 0,
      lastSubmittedOn: row ? new Date(row.last).toISOString() : null,
    };
  });
  return { forms: forms.sort((a, b) => a.name.localeCompare(b.name)) };
}

type SubmissionRow = {
  id: string;
  data: Record<string, unknown> | string;
  page_path: string;
  page_title: string;
  created: Date | string;
  created_key: string;
};

const SELECT = `select id, data, page_path, page_title, created, created::text as created_key from form_submissions`;

/**
 * Submissions store multi-part answers as lists of sub-values (spec §3 "Field values by kind");
 * the summary rules read them by part name.
 */
const PARTS: Record<string, string[]> = {
  name: ['First', 'Last'],
  address: ['Line1', 'Line2', 'City', 'State', 'Zip', 'Country'],
  date: ['Month', 'Day', 'Year'],
  time: ['Hour', 'Minute', 'Second', 'Ampm'],
  phone: ['Country', 'Areacode', 'Prefix', 'Line'],
};

function byPart(type: string, value: unknown): unknown {
  const parts = PARTS[type];
  if (!parts || !Array.isArray(value)) return value;
  return Object.fromEntries(parts.map((part, i) => [part, value[i] ?? '']));
}

/** One submission's answers in the form's field order, as text. */
function answers(site: Site, form: OwnerForm, data: Record<string, unknown>) {
  const resolve = (path: string) =>
    path.startsWith('localizedStrings.') ? site.localizedStrings[path.slice('localizedStrings.'.length)] : undefined;
  return form.fields.map((field) => {
    const value = byPart(field.type, data?.[field.id]);
    const structured = value !== null && typeof value === 'object';
    const text = summaryFieldText(
      { type: field.type, value: structured ? '' : (value ?? ''), values: structured ? value : null },
      resolve,
    );
    return { fieldId: field.id, title: field.title, type: field.type, text };
  });
}

function submission(site: Site, form: OwnerForm, r: SubmissionRow): Submission {
  // The PostgreSQL driver hands back the stored JSON as text (saveSubmission sends it as a string), PGlite as an object.
  const data = (typeof r.data === 'string' ? JSON.parse(r.data) : r.data) as Record<string, unknown>;
  return {
    id: r.id,
    submittedOn: new Date(r.created).toISOString(),
    pagePath: r.page_path,
    pageTitle: r.page_title,
    answers: answers(site, form, data),
  };
}

export async function listSubmissions(db: Sql, site: Site, form: OwnerForm, cursor?: string): Promise<SubmissionsPage> {
  const before = decodeCursor(cursor, 'ts');
  const rows = await db.query<SubmissionRow>(
    `${SELECT} where website_id = $1 and form_id = $2 and ($3::text is null or (created, id) < ($3::text::timestamptz, $4::text))
     order by created desc, id desc limit $5`,
    [site.id, form.id, before?.[0] ?? null, before?.[1] ?? null, PAGE_SIZE + 1],
  );
  // The key is the time as PostgreSQL prints it (microseconds), not a millisecond JavaScript date.
  const page = pageOf(rows, PAGE_SIZE, (r) => [r.created_key, r.id]);
  return {
    form: { id: form.id, name: form.name },
    submissions: page.rows.map((r) => submission(site, form, r)),
    hasNextPage: page.hasNextPage,
    nextPageCursor: page.nextPageCursor,
  };
}

/** Every submission of the form as CSV, newest first: when, page, then one column per field. */
export async function submissionsCsv(db: Sql, site: Site, form: OwnerForm): Promise<string> {
  const rows = await db.query<SubmissionRow>(
    `${SELECT} where website_id = $1 and form_id = $2 order by created desc, id desc`,
    [site.id, form.id],
  );
  const header = ['Submitted on', 'Page', ...form.fields.map((f) => f.title)];
  const lines = rows.map((r) => {
    const s = submission(site, form, r);
    return [s.submittedOn, s.pagePath, ...s.answers.map((a) => a.text)];
  });
  return csvText([header, ...lines]);
}
