import { useId, useState } from 'react';
import { Modal } from '../shared/Modal';
import type { FormEvent } from 'react';
import { formErrors, optionLabel } from '../../domain';
import type { AdditionalField, AdditionalFieldsForm } from '../../domain';

interface AdditionalFieldsDialogProps {
  form: AdditionalFieldsForm;
  submitLabel: string;
  /** The close button's label, in the page's words. */
  closeLabel: string;
  /** A field error (the site form rules' English) in the page's words. */
  say(english: string): string;
  onSubmit(values: Record<string, string>): void;
  onClose(): void;
}

function FieldInput({ field, id, describedBy }: { field: AdditionalField; id: string; describedBy?: string }) {
  const common = {
    id,
    name: field.id,
    'aria-describedby': describedBy,
    'aria-invalid': describedBy?.includes('error') || undefined,
  };
  if (field.type === 'textarea') return <textarea {...common} maxLength={field.maxLength} rows={3} />;
  if (field.type === 'select') {
    return (
      <select {...common}>
        <option value="" />
        {field.options?.map((o) => (
          <option key={o} value={o}>
            {optionLabel(field, o)}
          </option>
        ))}
      </select>
    );
  }
  const type = field.type === 'email' || field.type === 'number' ? field.type : 'text';
  return <input {...common} type={type} maxLength={field.maxLength} />;
}

/** The product's additional-fields form in a modal, checked by the site form rules; the item is added only once it is valid. */
export function AdditionalFieldsDialog({
  form,
  submitLabel,
  closeLabel,
  say,
  onSubmit,
  onClose,
}: AdditionalFieldsDialogProps) {
  const base = useId();
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const values: Record<string, string> = {};
    for (const field of form.fields) values[field.id] = String(data.get(field.id) ?? '').trim();
    const found = formErrors(form.fields, values);
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit(values);
  };

  return (
    <Modal title={form.name} closeLabel={closeLabel} className="additional-fields" onClose={onClose}>
      <form className="additional-fields__form" noValidate onSubmit={submit}>
        {form.fields.map((field, index) => {
          const id = `${base}-${index}`;
          const error = errors[field.id];
          const notes =
            [field.description ? `${id}-note` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
          const heading = (
            <>
              {error && (
                <span id={`${id}-error`} className="additional-fields__error" role="alert">
                  {say(error)}
                </span>
              )}
              {field.title}
              {field.required && <span aria-hidden="true"> *</span>}
            </>
          );
          return field.type === 'radio' ? (
            // biome-ignore lint/a11y/useAriaPropsSupportedByRole: a fieldset is a group, which takes aria-describedby (its notes and error).
            <fieldset
              key={field.id}
              className="additional-fields__field"
              aria-describedby={notes}
              aria-required={field.required || undefined}
            >
              <legend>{heading}</legend>
              {field.options?.map((option) => (
                <label key={option} className="additional-fields__choice">
                  <input type="radio" name={field.id} value={option} /> {optionLabel(field, option)}
                </label>
              ))}
              {field.description && <p id={`${id}-note`}>{field.description}</p>}
            </fieldset>
          ) : (
            <div key={field.id} className="additional-fields__field">
              <label htmlFor={id}>{heading}</label>
              <FieldInput field={field} id={id} describedBy={notes} />
              {field.description && <p id={`${id}-note`}>{field.description}</p>}
            </div>
          );
        })}
        <button type="submit" className="additional-fields__submit">
          {submitLabel}
        </button>
      </form>
    </Modal>
  );
}
