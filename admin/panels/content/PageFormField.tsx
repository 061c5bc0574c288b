/**
 * Which form a page shows (issue 25: "a form used on a page can be placed in a page from the
 * page editor"): the page's `formId`, chosen among the site's forms as drafted (a form made in
 * the form builder can be placed before either is published). None takes the form off the page;
 * its stored submissions stay.
 *
 * @module
 */
import { useEffect, useId, useState } from 'react';
import { ownerCall } from '../../api/owner-call';
import type { ContentDocumentView } from '../../../domain';

interface FormChoice {
  key: string;
  name: string;
}

const formsOf = (documents: ContentDocumentView[]): FormChoice[] =>
  documents
    .filter((d) => d.draft !== null && typeof d.draft === 'object')
    .map((d) => ({ key: d.key, name: String((d.draft as { name?: unknown }).name ?? '') || d.key }))
    .sort((a, b) => a.name.localeCompare(b.name));

export function PageFormField({
  formId,
  onChange,
}: {
  formId: string | undefined;
  onChange(formId: string | undefined): void;
}) {
  const id = useId();
  const [forms, setForms] = useState<FormChoice[]>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    ownerCall<{ documents: ContentDocumentView[] }>('GET', '/api/owner/content/documents/form').then(
      ({ documents }) => current && setForms(formsOf(documents)),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, []);
  // A page whose form is gone keeps showing its id, so saving does not silently drop it.
  const missing = formId !== undefined && forms !== undefined && !forms.some((f) => f.key === formId);

  return (
    <div className="field">
      <label htmlFor={`${id}-form`}>Form on this page</label>
      <select
        id={`${id}-form`}
        value={formId ?? ''}
        disabled={forms === undefined}
        aria-describedby={`${id}-form-hint`}
        onChange={(e) => onChange(e.target.value || undefined)}
      >
        <option value="">None</option>
        {missing && <option value={formId}>{formId} (not found)</option>}
        {forms?.map((form) => (
          <option key={form.key} value={form.key}>
            {form.name}
          </option>
        ))}
      </select>
      <p className="field__hint" id={`${id}-form-hint`}>
        {failed ? 'Unable to load. Try again.' : 'Shown below the page text; build forms in Forms.'}
      </p>
    </div>
  );
}
