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
  maxLength?: number;
}

export interface AdditionalFieldsForm {
  id: string;
  name: string;
  fields: AdditionalField[];
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
      ...(typeof f.maxLength === 'number' ? { maxLength: f.maxLength } : {}),
    }));
  return { additionalFields: { id: String(content.additionalFieldsFormId), name: String(form.name ?? ''), fields } };
}
