/**
 * How the form island sends a form (spec §4 "Form submission", §7, §8): a submission key
 * first, then SaveFormSubmission as JSON with the crumb header. Every failure becomes what the
 * visitor should read: per-field errors, or one message.
 */
import { FORM_MESSAGES } from '../../domain';
import type { FieldErrors, FormValues } from '../../domain';
import { REFUSAL_HEADER, REFUSAL_IN_HEADER, answerStatus } from '../../domain';

export const KEY_PATH = '/api/form/FormSubmissionKey';
export const SAVE_PATH = '/api/form/SaveFormSubmission';

export interface SubmissionInput {
  formId: string;
  values: FormValues;
  crumb: string;
  /** pageId, pageTitle, pagePath, contentSource as the form's hidden inputs carry them. */
  page: Record<string, string>;
  captchaKey?: string;
}

export type SubmissionResult =
  | { ok: true; submissionMessage: string; submissionHTML: string; redirect?: string }
  | { ok: false; message: string; errors?: FieldErrors };

type Answer = { error?: unknown; data?: { key?: unknown; error?: unknown; errors?: FieldErrors } } & Record<string, unknown>;

async function post(path: string, crumb: string, body?: unknown): Promise<{ status: number; answer: Answer | null }> {
  const headers: Record<string, string> = { Accept: 'application/json', 'X-CSRF-Token': crumb, [REFUSAL_HEADER]: REFUSAL_IN_HEADER };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(path, { method: 'POST', headers, credentials: 'same-origin', body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: answerStatus(response), answer: (await response.json().catch(() => null)) as Answer | null };
}

const STATUS_MESSAGES: Record<number, string> = {
  401: FORM_MESSAGES.unauthorized,
  404: FORM_MESSAGES.notConfigured,
  429: FORM_MESSAGES.rateLimited,
  500: FORM_MESSAGES.sendFailed,
};

/** What a failed SaveFormSubmission answer tells the visitor. */
export function failureOf(status: number, answer: Answer | null): Extract<SubmissionResult, { ok: false }> {
  if (status === 400 && answer?.data?.errors && Object.keys(answer.data.errors).length > 0) {
    return { ok: false, message: FORM_MESSAGES.invalid, errors: answer.data.errors };
  }
  if (STATUS_MESSAGES[status]) return { ok: false, message: STATUS_MESSAGES[status] };
  const text = answer?.data?.error ?? answer?.error;
  if (status === 403) return { ok: false, message: typeof text === 'string' && text ? text : FORM_MESSAGES.processing };
  return { ok: false, message: typeof text === 'string' && text ? text : FORM_MESSAGES.unknown };
}

export async function submitForm(input: SubmissionInput): Promise<SubmissionResult> {
  try {
    const issued = await post(KEY_PATH, input.crumb).catch(() => undefined);
    const key = issued?.status === 200 ? issued.answer?.data?.key : undefined;
    if (typeof key !== 'string') return { ok: false, message: FORM_MESSAGES.noKey };
    const body = { formId: input.formId, form: JSON.stringify(input.values), key, captchaKey: input.captchaKey, pagePermissionTypeValue: '', ...input.page };
    const { status, answer } = await post(SAVE_PATH, input.crumb, body);
    if (status !== 200 || answer?.success !== true) return failureOf(status, answer);
    const text = (name: string) => (typeof answer[name] === 'string' ? (answer[name] as string) : '');
    return { ok: true, submissionMessage: text('submissionMessage'), submissionHTML: text('submissionHTML'), ...(text('redirect') ? { redirect: text('redirect') } : {}) };
  } catch {
    return { ok: false, message: FORM_MESSAGES.unknown };
  }
}
