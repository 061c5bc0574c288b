import { useId, useState } from 'react';
import { Refusal, nextRefusal } from '../shared/Refusal';
import { useShopWords } from '../shared/shop-words';
import { failureText, type Answer } from './site-user-api';
import type { RefusalState } from '../shared/Refusal';
import type { FormEvent, ReactNode } from 'react';

export interface FieldSpec {
  name: string;
  label: string;
  type: 'email' | 'password' | 'checkbox';
  autoComplete?: string;
  hint?: string;
}

export interface AccountFormProps {
  fields: FieldSpec[];
  submitLabel: string;
  busyLabel: string;
  /** Runs the call; a failed answer shows its field errors and message. */
  onSubmit(values: Record<string, string | boolean>): Promise<Answer<unknown>>;
  /** What to do after success; a returned node replaces the form's message area. */
  onDone(answer: Answer<unknown>): void;
  children?: ReactNode;
}

/**
 * One form of the account pages: labelled fields, a busy state, and the server's answer shown
 * where it belongs (field errors under their field, anything else above the button).
 */
export function AccountForm({ fields, submitLabel, busyLabel, onSubmit, onDone, children }: AccountFormProps) {
  const id = useId();
  const words = useShopWords();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<RefusalState | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const data = new FormData(event.currentTarget);
    const values: Record<string, string | boolean> = {};
    for (const field of fields)
      values[field.name] =
        field.type === 'checkbox' ? data.get(field.name) === 'on' : String(data.get(field.name) ?? '');
    setBusy(true);
    const answer = await onSubmit(values);
    setBusy(false);
    if (answer.ok) {
      setRefusal(null);
      setFieldErrors({});
      return onDone(answer);
    }
    const errors = answer.fieldErrors;
    setFieldErrors(errors);
    // A field error shows under its field, which takes focus; one for a field the form lacks (the reset link) shows above the button.
    const invalid = fields.find((field) => errors[field.name]);
    if (invalid) {
      setRefusal(null);
      document.getElementById(`${id}-${invalid.name}`)?.focus();
    } else setRefusal(nextRefusal(refusal, failureText(answer, words, words.checkConnection)));
  };

  return (
    <form className="account-form" noValidate onSubmit={submit}>
      {fields.map((field) =>
        field.type === 'checkbox' ? (
          <label key={field.name} className="choice">
            <input type="checkbox" name={field.name} /> {field.label}
          </label>
        ) : (
          <div key={field.name} className="field">
            <label htmlFor={`${id}-${field.name}`}>{field.label}</label>
            <input
              id={`${id}-${field.name}`}
              name={field.name}
              type={field.type}
              autoComplete={field.autoComplete}
              required
              aria-invalid={fieldErrors[field.name] ? true : undefined}
              aria-describedby={
                fieldErrors[field.name]
                  ? `${id}-${field.name}-error`
                  : field.hint
                    ? `${id}-${field.name}-hint`
                    : undefined
              }
            />
            {field.hint && !fieldErrors[field.name] ? (
              <p className="field-hint" id={`${id}-${field.name}-hint`}>
                {field.hint}
              </p>
            ) : null}
            {fieldErrors[field.name] ? (
              <p className="form-error" id={`${id}-${field.name}-error`}>
                {fieldErrors[field.name]}
              </p>
            ) : null}
          </div>
        ),
      )}
      <Refusal refusal={refusal} className="form-error" />
      <button type="submit" disabled={busy}>
        {busy ? busyLabel : submitLabel}
      </button>
      {children}
    </form>
  );
}
