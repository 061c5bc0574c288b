/**
 * Site form rules shared by the form island and the server (spec §3 "Form", "Form submission
 * payload", §5 "Form fields", §8 "Forms"): the values a form yields by field kind, and the
 * per-field checks with their messages. Pure functions, no I/O.
 */
import { isEmail } from './email-check';

export type FormFieldType =
  | 'text'
  | 'textarea'
  | 'email'
  | 'number'
  | 'website'
  | 'currency'
  | 'password'
  | 'twitter'
  | 'date'
  | 'time'
  | 'name'
  | 'address'
  | 'phone'
  | 'section'
  | 'radio'
  | 'checkbox'
  | 'select'
  | 'likert'
  | 'hidden';

export interface FormField {
  id: string;
  type: FormFieldType | string;
  title?: string;
  required?: boolean;
  /** Choices of radio, checkbox and select; the questions of a likert field. */
  options?: string[];
  /** Textarea limit; non-numeric or negative means no limit. */
  maxLength?: unknown;
  /** Hidden fields: the query-string name that may override `value`. */
  key?: string;
  value?: string;
}

/** A list for multi-part kinds and checkboxes, a question → answer map for likert. */
export type FieldValue = string | string[] | Record<string, string>;
export type FormValues = Record<string, FieldValue>;
export type FieldErrors = Record<string, string>;

export const EMAIL_FORMAT_EXAMPLE = 'user@domain.com';

export const FIELD_MESSAGES = {
  required: 'Required',
  tooLong: 'You have exceeded the character limit.',
  email: `Email is not valid. Email addresses should follow the format ${EMAIL_FORMAT_EXAMPLE}.`,
  /** t25last: a radio or select answer that is none of the field's options (answerNotAnOption). */
  notAnOption: 'Please choose one of the options.',
  /** t25tidy: an answer posted under a name that is none of the form's fields (answerNotAField). */
  notAField: (name: string) => `${name} is not a field of this form. Please reload the page.`,
} as const;

/** Kinds whose one answer must be one of their options. */
const ONE_OF_OPTIONS = new Set(['radio', 'select']);

/** Every form string of spec §8, word for word. */
export const FORM_MESSAGES = {
  submitting: 'Submitting…',
  processing: 'Error processing form submission. Please reload and try again.',
  unknown: 'Unknown error, please try again later.',
  captcha: 'Complete CAPTCHA before submitting.',
  noKey: 'Could not get a form submission key, please try again later.',
  unparsable: 'Could not parse the form fields, please check your entries.',
  invalid: 'One or more fields is invalid, please check your entries.',
  problemAbove: 'Your form has encountered a problem. Please scroll down to review.',
  problemBelow: 'Your form has encountered a problem. Please scroll up to review.',
  unauthorized: 'Unable to submit form. Please try again later.',
  notConfigured: 'This form has not been configured yet.',
  rateLimited: 'Unable to submit form. Submission rate limit exceeded. Please try again later.',
  sendFailed: 'Unable to send form. Please try again later.',
} as const;

const MULTI_PART = new Set(['address', 'date', 'name', 'time', 'phone']);

/** A field whose answer is a list of texts (checkboxes, multi-part fields); the others take one text. */
export const takesList = (field: Pick<FormField, 'type'>): boolean =>
  field.type === 'checkbox' || MULTI_PART.has(field.type);

/** The name a likert question's radio group is posted under. */
export function likertName(field: FormField, question: number): string {
  return `${field.id}:${question}`;
}

/** Phone numbers of 3 parts get an empty first part (the country code) so all have 4. */
export function padPhone(parts: string[]): string[] {
  return parts.length === 3 ? ['', ...parts] : parts;
}

/**
 * A field's value from posted entries (`all(name)` gives every value sent under a name, as
 * `FormData.getAll` does); `undefined` for sections. Hidden fields take the page query-string
 * value for their key, else their own value.
 */
export function fieldValue(
  field: FormField,
  all: (name: string) => string[],
  query?: URLSearchParams,
): FieldValue | undefined {
  const sent = all(field.id);
  switch (field.type) {
    case 'section':
      return undefined;
    case 'hidden':
      return query?.get(field.key ?? field.id) ?? field.value ?? '';
    case 'phone':
      return padPhone(sent);
    case 'checkbox':
      return sent;
    case 'likert':
      return Object.fromEntries(
        (field.options ?? []).flatMap((q, i) =>
          all(likertName(field, i))
            .slice(0, 1)
            .map((a) => [q, a]),
        ),
      );
    default:
      return MULTI_PART.has(field.type) ? sent : (sent[0] ?? '');
  }
}

/** Every field's value, keyed by field id (the `form` of the submission payload). */
export function formValues(fields: FormField[], all: (name: string) => string[], query?: URLSearchParams): FormValues {
  const values: FormValues = {};
  for (const field of fields) {
    const value = fieldValue(field, all, query);
    if (value !== undefined) values[field.id] = value;
  }
  return values;
}

/** Reads a posted JSON value (`form` of the JSON payload) as the entries `fieldValue` expects. */
export function entriesOfJson(values: Record<string, unknown>, fields: FormField[]): (name: string) => string[] {
  const likert = new Map<string, string[]>();
  for (const field of fields.filter((f) => f.type === 'likert')) {
    const answers = values[field.id];
    (field.options ?? []).forEach((q, i) => {
      const answer = answers && typeof answers === 'object' ? (answers as Record<string, unknown>)[q] : undefined;
      likert.set(likertName(field, i), typeof answer === 'string' ? [answer] : []);
    });
  }
  return (name) => {
    if (likert.has(name)) return likert.get(name)!;
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    if (typeof value === 'string') return [value];
    return Array.isArray(value) ? value.filter((part): part is string => typeof part === 'string') : [];
  };
}

/** The counter's limit: non-numeric or negative counts as 0, which turns the counter off. */
export function maxLengthOf(raw: unknown): number {
  const max = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : typeof raw === 'number' ? raw : NaN;
  return Number.isFinite(max) && max >= 0 ? Math.floor(max) : 0;
}

function isBlank(value: FieldValue | undefined): boolean {
  if (value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.every((part) => part.trim() === '');
  return false;
}

/** The message for one field, or undefined when it is valid. Likert and sections always are. */
export function fieldError(field: FormField, value: FieldValue | undefined): string | undefined {
  if (field.type === 'section' || field.type === 'likert' || field.type === 'hidden') return undefined;
  if (isBlank(value)) return field.required ? FIELD_MESSAGES.required : undefined;
  const text = typeof value === 'string' ? value : '';
  const max = maxLengthOf(field.maxLength);
  if (max > 0 && text.length > max) return FIELD_MESSAGES.tooLong;
  if (field.type === 'email' && !isEmail(text.trim())) return FIELD_MESSAGES.email;
  // A page in another language shows translated option labels but posts the original option.
  if (ONE_OF_OPTIONS.has(field.type) && Array.isArray(field.options) && !field.options.includes(text))
    return FIELD_MESSAGES.notAnOption;
  return undefined;
}

/** Every field's message, keyed by field id; empty when the form is valid. */
export function formErrors(fields: FormField[], values: FormValues): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of fields) {
    const error = fieldError(field, values[field.id]);
    if (error) errors[field.id] = error;
  }
  return errors;
}
