/**
 * A form document as the builder makes and saves it: a new field of a type with what it needs
 * to be valid, the form as saved (blank lines dropped), and the server's field errors sorted
 * to the field or setting they name.
 *
 * @module
 */
import { FORM_FIELD_TYPE_LABELS } from '../../../domain';
import { newFieldId } from './form-keys';
import type { FormDocument, FormDocumentField, FormFieldType } from '../../../domain';

const CHOICE_TYPES: ReadonlySet<FormFieldType> = new Set(['radio', 'checkbox', 'select', 'likert']);

/** A new field of `type` with what it needs to be valid (choices have two options, hidden fields a key). */
export function newField(type: FormFieldType): FormDocumentField {
  const field: FormDocumentField = { id: newFieldId(), type, title: FORM_FIELD_TYPE_LABELS[type] };
  if (CHOICE_TYPES.has(type)) field.options = ['Option 1', 'Option 2'];
  if (type === 'hidden') Object.assign(field, { title: '', key: 'source', value: '' });
  if (type === 'currency') field.currencySymbol = '$';
  return field;
}

/** The form as saved: blank option lines and e-mail lines dropped, the name and redirect trimmed. */
export function cleaned(form: FormDocument): FormDocument {
  return {
    ...form,
    name: form.name.trim(),
    fields: form.fields.map((f) => (f.options ? { ...f, options: f.options.map((o) => o.trim()).filter(Boolean) } : f)),
    emailTo: (form.emailTo ?? []).map((e) => e.trim()).filter(Boolean),
    successRedirect: (form.successRedirect ?? '').trim(),
  };
}

/** Server field errors of one field (`fields.<i>.<property>` in the body), by property. */
export function fieldErrorsOf(errors: Record<string, string>, index: number): Record<string, string> {
  const prefix = `body.fields.${index}.`;
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([name]) => name.startsWith(prefix))
      .map(([name, message]) => [name.slice(prefix.length), message]),
  );
}

/** Server field errors of the form's settings, without the `body.` prefix. */
export function settingErrorsOf(errors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([name]) => name.startsWith('body.') && !name.startsWith('body.fields.'))
      .map(([name, message]) => [name.slice('body.'.length), message]),
  );
}
