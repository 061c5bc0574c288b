/**
 * A form as the content store keeps it (document kind `form`) and as the form builder of /config
 * edits it (spec §3 "Form", "Form builder field types and editable properties", "Form model
 * fieldsets"). The server checks a saved form against the same lists (server/forms/form-document-check.ts).
 */
import { sameOriginPath } from './same-origin';
import type { FormFieldType } from './form-fields';

/** The form model's fieldsets, in the spec's order. */
export const FORM_FIELDSETS = [
  { name: 'build', order: 1 },
  { name: 'storage', order: 2 },
  { name: 'advanced', order: 3 },
  { name: 'captcha', order: 4 },
  { name: 'disclaimer', order: 5 },
] as const;

export type FormFieldProperty =
  | 'description'
  | 'placeholder'
  | 'required'
  | 'maxLength'
  | 'currencySymbol'
  | 'showCountryCode'
  | 'underline'
  | 'options'
  | 'key'
  | 'value';

const BASIC: FormFieldProperty[] = ['description', 'placeholder', 'required'];
const PLAIN: FormFieldProperty[] = ['description', 'required'];
const CHOICES: FormFieldProperty[] = ['description', 'options', 'required'];

/** Each field type with exactly the properties the spec lets the owner edit (textarea's maxLength: see below). */
export const FORM_FIELD_PROPERTIES: Record<FormFieldType, FormFieldProperty[]> = {
  text: BASIC,
  textarea: [...BASIC, 'maxLength'],
  email: BASIC,
  number: BASIC,
  website: BASIC,
  currency: ['description', 'currencySymbol', 'required'],
  password: PLAIN,
  twitter: PLAIN,
  date: PLAIN,
  time: PLAIN,
  name: PLAIN,
  address: PLAIN,
  phone: ['description', 'showCountryCode', 'required'],
  section: ['description', 'underline'],
  radio: CHOICES,
  checkbox: CHOICES,
  select: CHOICES,
  likert: CHOICES,
  hidden: ['key', 'value'],
};

export const FORM_FIELD_TYPES = Object.keys(FORM_FIELD_PROPERTIES) as FormFieldType[];

/** The properties of `type` the builder offers: textarea's maxLength only with the vanilla form handler feature on. */
export function editableProperties(type: FormFieldType, vanillaFormHandler: boolean): FormFieldProperty[] {
  const properties = FORM_FIELD_PROPERTIES[type];
  return type === 'textarea' && !vanillaFormHandler ? properties.filter((p) => p !== 'maxLength') : properties;
}

/** One field of a form document: its id never changes, so stored answers keep pointing at it. */
export interface FormDocumentField {
  id: string;
  type: FormFieldType;
  title: string;
  description?: string;
  placeholder?: string;
  required?: boolean;
  maxLength?: number;
  currencySymbol?: string;
  showCountryCode?: boolean;
  underline?: boolean;
  options?: string[];
  key?: string;
  value?: string;
}

export interface FormDocument {
  id: string;
  name: string;
  fields: FormDocumentField[];
  /** Storage: submissions are kept in the database unless this is false. */
  storeSubmissions?: boolean;
  /** Storage: each submission is e-mailed to these addresses. */
  emailTo?: string[];
  /** Storage: the first e-mail answer joins the site's mailing list. */
  newsletter?: boolean;
  submissionMessage?: string;
  submissionHTML?: string;
  successRedirect?: string;
  captchaSettings?: { enabled: boolean };
  disclaimerMessage?: string;
}

/** The words a field type goes by in the builder. */
export const FORM_FIELD_TYPE_LABELS: Record<FormFieldType, string> = {
  text: 'Text',
  textarea: 'Text area',
  email: 'Email',
  number: 'Number',
  website: 'Website',
  currency: 'Currency',
  password: 'Password',
  twitter: 'Twitter',
  date: 'Date',
  time: 'Time',
  name: 'Name',
  address: 'Address',
  phone: 'Phone',
  section: 'Section',
  radio: 'Radio buttons',
  checkbox: 'Checkboxes',
  select: 'Drop-down',
  likert: 'Likert scale',
  hidden: 'Hidden',
};

/** A success redirect the builder and the server accept: a path of the site or an https address. */
export function isAllowedRedirect(target: string, siteOrigin = 'https://site.invalid'): boolean {
  if (target === '') return true;
  if (/^https:\/\//i.test(target)) {
    try {
      return new URL(target).protocol === 'https:';
    } catch {
      return false;
    }
  }
  return target.startsWith('/') && sameOriginPath(target, siteOrigin) !== undefined;
}

export const FORM_DOCUMENT_MESSAGES = {
  redirect: 'The success redirect must be a page of this site (starting with /) or an https:// address.',
  email: 'Please enter a valid email',
  name: 'Please give the form a name.',
  options: 'Give this field at least one option.',
  key: 'A hidden field needs a key.',
  duplicateId: 'Each field needs its own id.',
} as const;
