/**
 * Form submissions as the owner reads them: per form, newest first, each answer as text by the
 * summary-form-field rules (the engine's `summaryFieldText`), and as CSV.
 */
import { summaryFieldText } from '../../engine';
import { decodeCursor, pageOf, PAGE_SIZE } from '../owner/cursor';
import { csvText } from '../owner/csv';
import type { FormList, Submission, SubmissionsPage } from '../../domain';
import type { Sql } from '../db';
import type { Site } from '../sites/types';
import { ownerForms, type OwnerForm } from './owner-forms';
import type { AnsweredField } from './form-store';

type FieldDef = AnsweredField;

/**
 * The owner's forms by name (owner-forms.ts: drafts at once, deleted forms that left
 * submissions under their last name), each with its submissions' count and newest.
 */
export async function listForms(db: Sql, site: Site): Promise<FormList> {
  const counts = await db.query<{ form_id: string; n: number; last: Date | string }>(
    'select form_id, count(*)::int as n, max(created) as last from form_submissions where website_id = $1 group by form_id',
    [site.id],
  );
  const byForm = new Map(counts.map((r) => [r.form_id, r]));
  const forms = [...(await ownerForms(db, site, byForm.keys())).values()].map((form) => {
    const row = byForm.get(form.id);
    return {
      id: form.id,
      name: form.name,
      status: form.status,
      submissionCount: row ? Number(row.n) : 0,
      lastSubmittedOn: row ? new Date(row.last).toISOString() : null,
    };
  });
  return { forms: forms.sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id)) };
}

type SubmissionRow = {
  id: string;
  data: Record<string, unknown> | string;
  /** The fields as the form had them when posted (migration 380); null for older rows. */
  fields: AnsweredField[] | string | null;
  page_path: string;
  page_title: string;
  created: Date | string;
  created_key: string;
};

const SELECT = `select id, data, fields, page_path, page_title, created, created::text as created_key from form_submissions`;

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

/**
 * The fields a stored submission is read by: those it kept when posted, with their titles then
 * (a field renamed or removed since keeps its answer and title); an older row without them is
 * read by the form's fields as they are now.
 */
function fieldsOf(form: OwnerForm, kept: SubmissionRow['fields']): FieldDef[] {
  const parsed = typeof kept === 'string' ? (JSON.parse(kept) as unknown) : kept;
  return Array.isArray(parsed) ? (parsed as FieldDef[]) : form.fields;
}

/** One submission's answers in the field order it was posted with, as text. */
export function answers(site: Site, fields: FieldDef[], data: Record<string, unknown>) {
  const resolve = (path: string) =>
    path.startsWith('localizedStrings.') ? site.localizedStrings[path.slice('localizedStrings.'.length)] : undefined;
  return fields.map((field) => {
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
    answers: answers(site, fieldsOf(form, r.fields), data),
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
    form: { id: form.id, name: form.name, status: form.status },
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
  const submissions = rows.map((r) => submission(site, form, r));
  // One column per field: the form's own, then those only older submissions answered (removed
  // since), under the title they had.
  const columns = new Map(form.fields.map((f) => [f.id, f.title]));
  for (const s of submissions) for (const a of s.answers) if (!columns.has(a.fieldId)) columns.set(a.fieldId, a.title);
  const header = ['Submitted on', 'Page', ...columns.values()];
  const lines = submissions.map((s) => {
    const byField = new Map(s.answers.map((a) => [a.fieldId, a.text]));
    return [s.submittedOn, s.pagePath, ...[...columns.keys()].map((id) => byField.get(id) ?? '')];
  });
  return csvText([header, ...lines]);
}
