/**
 * The forms panel's screens by address: `/config/forms` the forms (FormList.tsx),
 * `/config/forms/<id>` a form's submissions (FormSubmissions.tsx), `/config/forms/new` and
 * `/config/forms/<id>/edit` the form builder (NewForm.tsx, FormBuilder.tsx).
 *
 * @module
 */
import { FormBuilder } from './FormBuilder';
import { FormList } from './FormList';
import { FormSubmissions } from './FormSubmissions';
import { NewForm } from './NewForm';

export function FormsPanel({ segments }: { segments: string[] }) {
  const [first, second] = segments;
  if (first === 'new') return <NewForm />;
  if (first && second === 'edit') return <FormBuilder formKey={first} />;
  return first ? <FormSubmissions formId={first} /> : <FormList />;
}
