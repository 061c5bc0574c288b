/**
 * A product's additional-fields form (spec §3 "Product": additionalFieldsFormId,
 * additionalFieldsForm), reduced to what the product form's modal shows.
 */
import { structuredContent } from './product';

/** A field of an additional-fields form (spec §3 "Form", the kinds a product form uses). */
export interface AdditionalField {
  id: string;
  type: string;
  title: string;
  description?: string;
  required: boolean;
  options?: string[];
  /**
   * On a language page, each option's label at its place (server/site-settings/localized-site.ts):
   * the option is what is posted and stored, in the site's own language; the label what is read.
   */
  optionLabels?: string[];
  maxLength?: number;
}

/** A choice field's option as a visitor reads it: its label on a language page, else itself. */
export function optionLabel(
  field: { options?: readonly string[]; optionLabels?: readonly unknown[] },
  option: string,
): string {
  const label = field.optionLabels?.[field.options?.indexOf(option) ?? -1];
  return typeof label === 'string' && label ? label : option;
}

export interface AdditionalFieldsForm {
  id: string;
  name: string;
  fields: AdditionalField[];
}

/** An answer to `field` as a visitor reads it: a choice's (or each checked choice's) label. */
export function answerLabel(
  field: { options?: readonly string[]; optionLabels?: readonly unknown[] },
  answer: unknown,
): unknown {
  if (!field.options) return answer;
  if (typeof answer === 'string') return optionLabel(field, answer);
  return Array.isArray(answer) ? answer.map((a) => (typeof a === 'string' ? optionLabel(field, a) : a)) : answer;
}

/** The form only when both the id and the form are set (language reference §12.3 add-to-cart-btn). */
export function additionalFieldsOf(item: unknown): { additionalFields?: AdditionalFieldsForm } {
  const content = structuredContent(item);
  const form = content.additionalFieldsForm as { name?: unknown; fields?: unknown } | undefined;
  if (!content.additionalFieldsFormId || !form || !Array.isArray(form.fields)) return {};
  const fields = form.fields
    .filter((f): f is Record<string, unknown> => f !== null && typeof f === 'object')
    .map((f) => ({
      id: String(f.id ?? ''),
      type: String(f.type ?? 'text'),
      title: String(f.title ?? ''),
      required: f.required === true,
      ...(typeof f.description === 'string' && f.description ? { description: f.description } : {}),
      ...(Array.isArray(f.options) ? { options: f.options.map(String) } : {}),
      ...(Array.isArray(f.optionLabels) ? { optionLabels: f.optionLabels.map(String) } : {}),
      ...(typeof f.maxLength === 'number' ? { maxLength: f.maxLength } : {}),
    }));
  return { additionalFields: { id: String(content.additionalFieldsFormId), name: String(form.name ?? ''), fields } };
}
