/**
 * Where a form stands, in the words the other content lists use: Draft (never published),
 * Unpublished changes, Published; a deleted form's name is marked '(deleted form)'.
 *
 * @module
 */
import type { FormStatus } from '../../../domain';

export const DELETED_FORM = '(deleted form)';

/** The form's name as the owner's views show it: a deleted form's marked so. */
export function formTitle(form: { name: string; status: FormStatus }): string {
  return form.status === 'deleted' ? `${form.name} ${DELETED_FORM}` : form.name;
}

const BADGES: Record<Exclude<FormStatus, 'deleted'>, { label: string; tone: string }> = {
  draft: { label: 'Draft', tone: 'badge--muted' },
  changed: { label: 'Unpublished changes', tone: 'badge--todo' },
  published: { label: 'Published', tone: 'badge--ok' },
};

export function FormStatusBadge({ status }: { status: FormStatus }) {
  if (status === 'deleted') return null;
  const { label, tone } = BADGES[status];
  return <span className={`badge ${tone}`}>{label}</span>;
}
