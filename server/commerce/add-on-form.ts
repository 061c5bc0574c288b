/**
 * A product's additional-fields form (its add-on form): the fields a buyer answers, as the cart's
 * edit dialog shows them (server/render/cart-page-props.ts), and the check of the answers the
 * dialog saves (edit-entry.ts), so a bad answer is refused naming its field whatever sent it.
 */
import { entriesOfJson, formErrors, formValues, structuredContent, type FieldErrors } from '../../domain';
import { findProduct } from './catalog';
import type { FormFieldDef } from '../../islands';
import type { Json, Site } from '../sites/types';

/** The product's additional-fields form's answerable fields: inline, or named by id from the site's forms. */
export function addOnFormFields(site: Site, itemId: string): FormFieldDef[] | undefined {
  const product = findProduct(site, itemId);
  if (!product) return undefined;
  const content = structuredContent(product.item) as Json;
  const form = (content.additionalFieldsForm ??
    (typeof content.additionalFieldsFormId === 'string'
      ? site.forms.get(content.additionalFieldsFormId)
      : undefined)) as Json | undefined;
  return Array.isArray(form?.fields)
    ? (form.fields as FormFieldDef[]).filter((f) => f.type !== 'section' && f.type !== 'hidden')
    : undefined;
}

/** Each answer the product's add-on form refuses, by field id (the form's own messages); {} when none is. */
export function addOnAnswerErrors(site: Site, itemId: string, answers: Record<string, unknown> | null): FieldErrors {
  const fields = addOnFormFields(site, itemId);
  if (!fields) return {};
  return formErrors(fields, formValues(fields, entriesOfJson(answers ?? {}, fields)));
}
