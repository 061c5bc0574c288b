import { useEffect, useId, useRef, useState } from 'react';
import { formErrors, optionLabel, sayerIn } from '../../domain';
import { useShopWords } from '../shared/shop-words';
import { CartModal } from './CartModal';
import { parseAnswers } from './FieldAnswers';
import type { FormEvent } from 'react';
import type { FieldErrors, FieldValue, FormValues } from '../../domain';
import type { FormFieldDef } from './cart-page-types';

interface FieldsDialogProps {
  title: string;
  fields: FormFieldDef[];
  /** The entry's answers as JSON text. */
  answers: string | null;
  saving: boolean;
  /** The server's refusal of the last save, by field id, in the page's words; {} while none. */
  refused?: FieldErrors;
  onSave(answers: Record<string, unknown>): void;
  onClose(): void;
}

/** The answers the form rules read: texts and lists of texts (anything else was never an answer). */
const answersOf = (values: Record<string, unknown>): FormValues =>
  Object.fromEntries(
    Object.entries(values).filter(
      (entry): entry is [string, FieldValue] => typeof entry[1] === 'string' || Array.isArray(entry[1]),
    ),
  );

/**
 * The entry's additional-fields form in a modal; Escape or Cancel closes it unchanged. Its answers
 * are checked by the form rules the form island uses (domain formErrors), each message said in the
 * page's words beside its field, never by the browser's own (English) bubbles.
 */
export function FieldsDialog({ title, fields, answers, saving, refused, onSave, onClose }: FieldsDialogProps) {
  const words = useShopWords();
  const say = sayerIn(words);
  const dialog = useRef<HTMLDivElement>(null);
  const id = useId();
  const [values, setValues] = useState(() => parseAnswers(answers));
  // The errors stay the rules' English in state, said in the page's words where shown.
  const [errors, setErrors] = useState<FieldErrors>({});
  useEffect(() => dialog.current?.querySelector<HTMLElement>('input, textarea, select')?.focus(), []);
  // A refusal from the server shows like the island's own checks (say() leaves its words as they are).
  useEffect(() => {
    if (refused && Object.keys(refused).length > 0) setErrors(refused);
  }, [refused]);
  // After a refused save, the first field in error takes the focus.
  // biome-ignore lint/correctness/useExhaustiveDependencies: run after each check's errors are drawn, which the effect reads from the DOM.
  useEffect(() => dialog.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), [errors]);

  const set = (fieldId: string, value: unknown) => setValues((old) => ({ ...old, [fieldId]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = formErrors(fields, answersOf(values));
    setErrors(found);
    if (Object.keys(found).length === 0) onSave(values);
  };

  return (
    <CartModal role="dialog" dialogRef={dialog} aria-labelledby={`${id}-title`} onEscape={onClose}>
      <h2 id={`${id}-title`}>{title}</h2>
      <form noValidate onSubmit={submit}>
        {fields.map((field) => (
          <FieldInput
            key={field.id}
            field={field}
            id={`${id}-${field.id}`}
            value={values[field.id]}
            error={errors[field.id] && say(errors[field.id])}
            onChange={(v) => set(field.id, v)}
          />
        ))}
        <div className="cart-modal__actions">
          <button type="button" className="button button--secondary" onClick={onClose}>
            {words.cancel}
          </button>
          <button type="submit" className="button" disabled={saving}>
            {saving ? words.saving : words.save}
          </button>
        </div>
      </form>
    </CartModal>
  );
}

interface FieldInputProps {
  field: FormFieldDef;
  id: string;
  value: unknown;
  /** The field's message in the page's words, shown beside it; none while it is fine. */
  error?: string;
  onChange(value: unknown): void;
}

function FieldInput({ field, id, value, error, onChange }: FieldInputProps) {
  const words = useShopWords();
  const text = typeof value === 'string' ? value : '';
  // The message names its field for assistive technology: the field is described by it.
  const invalid = error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {};
  const message = error && (
    <p className="field-error" id={`${id}-error`} role="alert">
      {error}
    </p>
  );
  if (field.type === 'radio' || field.type === 'checkbox') {
    const checked = Array.isArray(value) ? (value as string[]) : text ? [text] : [];
    const toggle = (option: string, on: boolean) =>
      onChange(field.type === 'radio' ? option : on ? [...checked, option] : checked.filter((o) => o !== option));
    return (
      <fieldset className="field field-choices">
        <legend>{field.title}</legend>
        {(field.options ?? []).map((option) => (
          <label className="choice" key={option}>
            <input
              type={field.type}
              name={id}
              value={option}
              checked={checked.includes(option)}
              required={field.type === 'radio' && field.required}
              {...invalid}
              onChange={(e) => toggle(option, e.target.checked)}
            />{' '}
            {optionLabel(field, option)}
          </label>
        ))}
        {message}
      </fieldset>
    );
  }
  return (
    <div className="field">
      <label htmlFor={id}>{field.title}</label>
      {field.description && <p className="field-description">{field.description}</p>}
      {field.type === 'textarea' ? (
        <textarea
          id={id}
          value={text}
          maxLength={field.maxLength}
          required={field.required}
          {...invalid}
          onChange={(e) => onChange(e.target.value)}
        />
      ) : field.type === 'select' ? (
        <select id={id} value={text} required={field.required} {...invalid} onChange={(e) => onChange(e.target.value)}>
          <option value="">{words.selectAnOption}</option>
          {(field.options ?? []).map((option) => (
            <option key={option} value={option}>
              {optionLabel(field, option)}
            </option>
          ))}
        </select>
      ) : (
        <input
          id={id}
          type={field.type === 'email' ? 'email' : field.type === 'number' ? 'number' : 'text'}
          value={text}
          required={field.required}
          {...invalid}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
      {message}
    </div>
  );
}
