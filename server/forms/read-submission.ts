/**
 * Reads a SaveFormSubmission request in either shape: the island's JSON (`form` is the JSON
 * text of the values by field id) or a plain HTML form post (url-encoded, one entry per field
 * part, templates/README.md "What the forms post"). Both go through the shared readers:
 * text that cannot be stored or JSON nested too deep is a 400 naming the field.
 */
import { entriesOfJson } from '../../domain';
import { INPUT_MESSAGES, PayloadError, parseJsonText, readForm, readJsonBody } from '../http';
import type { Context } from 'hono';
import type { FormField } from '../../domain';
import type { PageFields } from './form-store';

export interface SubmissionRequest {
  formId: string;
  /** A plain HTML form post: the answer is a page, not JSON. */
  html: boolean;
  page: PageFields;
  key?: string;
  captchaKey?: string;
  /** The posted entries for `fields`; undefined when the field values could not be parsed. */
  entries(fields: FormField[]): ((name: string) => string[]) | undefined;
  /**
   * The names answers were posted under: the keys of `form` (JSON), or every entry of a plain
   * post but those each post carries besides its answers (PLAIN_POST_FIELDS).
   */
  answerNames(): string[];
}

/**
 * What a plain post carries besides its answers: templates/partials/form-hidden.html's fields,
 * the key and captcha token a script may add, and the inputs a captcha provider's widget puts
 * into the form it is drawn in (sent when the browser posts that form itself).
 */
const PLAIN_POST_FIELDS = new Set([
  'formId',
  'crumb',
  'contentSource',
  'pageTitle',
  'pagePath',
  'pageId',
  'pagePermissionTypeValue',
  'key',
  'captchaKey',
  'g-recaptcha-response',
  'h-captcha-response',
]);

const text = (value: unknown, max = 2000) => (typeof value === 'string' ? value.slice(0, max) : '');

function pageFields(get: (name: string) => unknown): PageFields {
  return {
    pageId: text(get('pageId'), 200),
    pageTitle: text(get('pageTitle'), 500),
    pagePath: text(get('pagePath'), 2000),
    contentSource: text(get('contentSource'), 10),
  };
}

/** Undefined when the body is neither shape (or not even JSON). */
export async function readSubmission(c: Context): Promise<SubmissionRequest | undefined> {
  const type = c.req.header('Content-Type') ?? '';
  if (/^application\/x-www-form-urlencoded/i.test(type)) {
    const body = await readForm(c);
    const get = (name: string) => body.get(name);
    return {
      formId: text(get('formId'), 200),
      html: true,
      page: pageFields(get),
      key: get('key'),
      captchaKey: get('captchaKey'),
      entries: () => (name) => body.all(name),
      answerNames: () => body.names().filter((name) => !PLAIN_POST_FIELDS.has(name)),
    };
  }
  const parsed = await readJsonBody(c).catch((error: unknown) => {
    if (error instanceof PayloadError && Object.keys(error.fieldErrors).length > 0) throw error;
    return undefined;
  });
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return undefined;
  const body = parsed as Record<string, unknown>;
  // Parsed once, when first asked: a form that does not exist is refused before its values are read.
  let form: { values: Record<string, unknown> | undefined } | undefined;
  const values = () => (form ??= { values: parseForm(body.form) }).values;
  return {
    formId: text(body.formId, 200),
    html: false,
    page: pageFields((name) => body[name]),
    key: typeof body.key === 'string' ? body.key : undefined,
    captchaKey: typeof body.captchaKey === 'string' ? body.captchaKey : undefined,
    entries: (fields) => {
      const posted = values();
      return posted && entriesOfJson(posted, fields);
    },
    answerNames: () => Object.keys(values() ?? {}),
  };
}

/** The field values; a value that cannot be stored is a 400 naming it (`form.<field id>`). */
function parseForm(form: unknown): Record<string, unknown> | undefined {
  let values = form;
  if (typeof form === 'string') {
    const parsed = parseJsonText(form);
    if (!parsed.ok && parsed.path.length > 0)
      throw new PayloadError({ [['form', ...parsed.path].join('.')]: parsed.message });
    if (!parsed.ok && parsed.message !== INPUT_MESSAGES.invalidJson) throw new PayloadError({ form: parsed.message });
    values = parsed.ok ? parsed.value : undefined;
  }
  return values && typeof values === 'object' && !Array.isArray(values)
    ? (values as Record<string, unknown>)
    : undefined;
}
