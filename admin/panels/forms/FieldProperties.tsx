/**
 * One field's editable properties, exactly those spec §3 lists for its type
 * (domain/form-document.ts `editableProperties`), plus its title (hidden fields have none: a
 * key and value only). Errors the server named (`fields.<i>.<property>`) show under their input.
 *
 * @module
 */
import { useId } from 'react';
import { FORM_FIELD_TYPE_LABELS, editableProperties } from '../../../domain';
import type { FormDocumentField, FormFieldProperty } from '../../../domain';

const LABELS: Record<FormFieldProperty, string> = {
  description: 'Description',
  placeholder: 'Placeholder',
  required: 'Required',
  maxLength: 'Maximum length (characters)',
  currencySymbol: 'Currency symbol',
  showCountryCode: 'Show country code',
  underline: 'Underline',
  options: 'Options (one a line)',
  key: 'Key (query-string name that may set it)',
  value: 'Value',
};

const CHECKBOXES: ReadonlySet<FormFieldProperty> = new Set(['required', 'showCountryCode', 'underline']);

export interface FieldPropertiesProps {
  field: FormDocumentField;
  vanillaFormHandler: boolean;
  onChange(field: FormDocumentField): void;
  /** Problems by property name, as the server named them. */
  errors: Record<string, string>;
  disabled?: boolean;
}

export function FieldProperties({ field, vanillaFormHandler, onChange, errors, disabled }: FieldPropertiesProps) {
  const id = useId();
  const set = (change: Partial<FormDocumentField>) => onChange({ ...field, ...change });
  const error = (name: string) =>
    errors[name] && (
      <p className="field__error" id={`${id}-${name}-error`}>
        {errors[name]}
      </p>
    );
  const described = (name: string) => (errors[name] ? `${id}-${name}-error` : undefined);

  return (
    <fieldset className="field-properties" disabled={disabled}>
      <legend>
        {FORM_FIELD_TYPE_LABELS[field.type]} field: {field.title || '(no title)'}
      </legend>
      {field.type !== 'hidden' && (
        <div className="field">
          <label htmlFor={`${id}-title`}>Title</label>
          <input
            id={`${id}-title`}
            value={field.title}
            maxLength={500}
            aria-describedby={described('title')}
            onChange={(e) => set({ title: e.target.value })}
          />
          {error('title')}
        </div>
      )}
      {editableProperties(field.type, vanillaFormHandler).map((property) => {
        const inputId = `${id}-${property}`;
        if (CHECKBOXES.has(property))
          return (
            <label key={property} className="check">
              <input
                type="checkbox"
                checked={Boolean(field[property as 'required'])}
                onChange={(e) => set({ [property]: e.target.checked })}
              />{' '}
              {LABELS[property]}
            </label>
          );
        if (property === 'options')
          return (
            <div key={property} className="field">
              <label htmlFor={inputId}>{LABELS.options}</label>
              <textarea
                id={inputId}
                rows={4}
                value={(field.options ?? []).join('\n')}
                aria-describedby={described('options')}
                onChange={(e) => set({ options: e.target.value.split('\n') })}
              />
              {error('options')}
            </div>
          );
        if (property === 'maxLength')
          return (
            <div key={property} className="field">
              <label htmlFor={inputId}>{LABELS.maxLength}</label>
              <input
                id={inputId}
                type="number"
                min={1}
                inputMode="numeric"
                value={field.maxLength ?? ''}
                aria-describedby={described('maxLength')}
                onChange={(e) => {
                  const n = Number.parseInt(e.target.value, 10);
                  const { maxLength: _drop, ...rest } = field;
                  onChange(Number.isFinite(n) && n > 0 ? { ...rest, maxLength: n } : rest);
                }}
              />
              {error('maxLength')}
            </div>
          );
        const text = property as 'description' | 'placeholder' | 'currencySymbol' | 'key' | 'value';
        return (
          <div key={property} className="field">
            <label htmlFor={inputId}>{LABELS[property]}</label>
            <input
              id={inputId}
              value={field[text] ?? ''}
              maxLength={property === 'currencySymbol' ? 10 : 2000}
              aria-describedby={described(property)}
              onChange={(e) => set({ [text]: e.target.value })}
            />
            {error(property)}
          </div>
        );
      })}
    </fieldset>
  );
}
