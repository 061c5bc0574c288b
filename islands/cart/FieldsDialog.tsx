import { useEffect, useId, useRef, useState } from 'react';
import { optionLabel } from '../../domain';
import { useShopWords } from '../shared/shop-words';
import { CartModal } from './CartModal';
import { parseAnswers } from './FieldAnswers';
import type { FormEvent } from 'react';
import type { FormFieldDef } from './cart-page-types';

interface FieldsDialogProps {
  title: string;
  fields: FormFieldDef[];
  /** The entry's answers as JSON text. */
  answers: string | null;
  saving: boolean;
  onSave(answers: Record<string, unknown>): void;
  onClose(): void;
}

/** The entry's additional-fields form in a modal; Escape or Cancel closes it unchanged. */
export function FieldsDialog({ title, fields, answers, saving, onSave, onClose }: FieldsDialogProps) {
  const words = useShopWords();
  const dialog = useRef<HTMLDivElement>(null);
  const id = useId();
  const [values, setValues] = useState(() => parseAnswers(answers));
  useEffect(() => dialog.current?.querySelector<HTMLElement>('input, textarea, select')?.focus(), []);

  const set = (fieldId: string, value: unknown) => setValues((old) => ({ ...old, [fieldId]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(values);
  };

  return (
    <CartModal role="dialog" dialogRef={dialog} aria-labelledby={`${id}-title`} onEscape={onClose}>
      <h2 id={`${id}-title`}>{title}</h2>
      <form onSubmit={submit}>
        {fields.map((field) => (
          <FieldInput
            key={field.id}
            field={field}
            id={`${id}-${field.id}`}
            value={values[field.id]}
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
  onChange(value: unknown): void;
}

function FieldInput({ field, id, value, onChange }: FieldInputProps) {
  const words = useShopWords();
  const text = typeof value === 'string' ? value : '';
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
              onChange={(e) => toggle(option, e.target.checked)}
            />{' '}
            {optionLabel(field, option)}
          </label>
        ))}
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
          onChange={(e) => onChange(e.target.value)}
        />
      ) : field.type === 'select' ? (
        <select id={id} value={text} required={field.required} onChange={(e) => onChange(e.target.value)}>
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
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </div>
  );
}
