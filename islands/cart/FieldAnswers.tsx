import { answerLabel } from '../../domain';
import type { CartEntry } from './cart-types';
import type { EntryExtras, FormFieldDef } from './cart-page-types';

interface FieldAnswersProps {
  entry: CartEntry;
  extras?: EntryExtras;
  form?: FormFieldDef[];
}

/**
 * An entry's additional-fields answers. The server renders them with summary-form-field; after
 * the visitor edits them on this page, the new answers are shown in the same markup.
 */
export function FieldAnswers({ entry, extras, form }: FieldAnswersProps) {
  if (!entry.additionalFields) return null;
  if (extras && extras.fieldsFor === entry.additionalFields) {
    return <div className="cart-entry__fields" dangerouslySetInnerHTML={{ __html: extras.fieldsHtml }} />;
  }
  const answers = parseAnswers(entry.additionalFields);
  return (
    <div className="cart-entry__fields">
      {(form ?? []).map((field) => (
        <div className="summary-form-field" key={field.id}>
          <span className="summary-form-field__title">{field.title}</span>{' '}
          <span className="summary-form-field__answer">{answerText(answerLabel(field, answers[field.id]))}</span>
        </div>
      ))}
    </div>
  );
}

export function parseAnswers(text: string | null): Record<string, unknown> {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function answerText(value: unknown): string {
  const text = Array.isArray(value)
    ? value.filter(Boolean).join(', ')
    : typeof value === 'string'
      ? value.trim()
      : value == null
        ? ''
        : String(value);
  return text || 'N/A';
}
