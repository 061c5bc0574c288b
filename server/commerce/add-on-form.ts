/**
 * A product's additional-fields form (its add-on form): the fields a buyer answers, as the cart's
 * edit dialog shows them (server/render/cart-page-props.ts), and the check of the answers the
 * dialog saves (edit-entry.ts) and the add calls send (add-entry.ts, subscription-cart.ts), so a bad answer is refused
 * naming its field whatever sent it.
 */
import {
  entriesOfJson,
  formErrors,
  formValues,
  isRecord,
  structuredContent,
  takesList,
  type FieldErrors,
} from '../../domain';
import { findProduct } from './catalog';
import { PayloadError } from '../http';
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

/** Said in the page's language through the interface words (answerMustBeText). */
export const ADD_ON_MESSAGES = Object.freeze({ notText: 'Please answer with text.' });

/**
 * A field's answer as the form takes it: text, a list of texts (checkboxes, multi-part fields), a likert's texts by
 * question; null or absent is no answer. Anything else (a number, an object for a text) is refused,
 * not dropped, so the cart never keeps an answer the buyer was not shown.
 */
function isAnswer(field: FormFieldDef, value: unknown): boolean {
  if (value === null || value === undefined || typeof value === 'string') return true;
  if (Array.isArray(value)) return takesList(field) && value.every((part) => typeof part === 'string');
  return field.type === 'likert' && isRecord(value) && Object.values(value).every((a) => typeof a === 'string');
}

/** Each answer the product's add-on form refuses, by field id (the form's own messages); {} when none is. */
export function addOnAnswerErrors(site: Site, itemId: string, answers: Record<string, unknown> | null): FieldErrors {
  const fields = addOnFormFields(site, itemId);
  if (!fields) return {};
  const given = answers ?? {};
  const errors = formErrors(fields, formValues(fields, entriesOfJson(given, fields)));
  for (const field of fields)
    if (Object.hasOwn(given, field.id) && !isAnswer(field, given[field.id])) errors[field.id] = ADD_ON_MESSAGES.notText;
  return errors;
}

/** Refuses answers the product's add-on form does not take: a 400 whose fieldErrors name each field. */
export function assertAddOnAnswers(site: Site, itemId: string, answers: Record<string, unknown> | null): void {
  const refused = addOnAnswerErrors(site, itemId, answers);
  if (Object.keys(refused).length > 0) throw new PayloadError(refused);
}
