/**
 * How the form island sends a form (spec §4 "Form submission", §7, §8): a submission key
 * first, then SaveFormSubmission as JSON with the crumb header, through the islands' one client
 * (shared/api-call.ts). Every failure becomes what the visitor should read: per-field errors,
 * or one message.
 */
import { FORM_MESSAGES, answerOf, wordFailure } from '../../domain';
import type {
  FailureWords,
  FieldErrors,
  FormSubmissionKey,
  FormSubmissionRefused,
  FormSubmissionSaved,
  FormValues,
} from '../../domain';
import { callJson } from '../shared/api-call';

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

/**
 * A POST with the form's own crumb (the one its page was given) in the crumb header. The answer
 * is typed as the server builds it, and still checked field by field before use.
 */
async function post<T>(path: string, crumb: string, body?: unknown): Promise<{ status: number; answer: T | null }> {
  const sent = await callJson<T>('POST', path, body, { headers: { 'X-CSRF-Token': crumb } });
  return { status: sent.status, answer: sent.body ?? null };
}

/** Spec §8 "Forms": fixed words for these statuses, the server's text for the others. */
const FORM_WORDS: FailureWords = {
  offline: FORM_MESSAGES.unknown,
  fallback: FORM_MESSAGES.unknown,
  insteadOf: {
    401: FORM_MESSAGES.unauthorized,
    404: FORM_MESSAGES.notConfigured,
    429: FORM_MESSAGES.rateLimited,
    500: FORM_MESSAGES.sendFailed,
  },
  missingFor: { 403: FORM_MESSAGES.processing },
};

/** What a failed SaveFormSubmission answer tells the visitor. */
export function failureOf(status: number, body: unknown): Extract<SubmissionResult, { ok: false }> {
  const answer = answerOf(status, body);
  if (status === 400 && Object.keys(answer.fieldErrors).length > 0)
    return { ok: false, message: FORM_MESSAGES.invalid, errors: answer.fieldErrors };
  return { ok: false, message: wordFailure(answer, FORM_WORDS) };
}

export async function submitForm(input: SubmissionInput): Promise<SubmissionResult> {
  try {
    const issued = await post<FormSubmissionKey>(KEY_PATH, input.crumb).catch(() => undefined);
    const key = issued?.status === 200 ? issued.answer?.data?.key : undefined;
    if (typeof key !== 'string') return { ok: false, message: FORM_MESSAGES.noKey };
    const body = {
      formId: input.formId,
      form: JSON.stringify(input.values),
      key,
      captchaKey: input.captchaKey,
      pagePermissionTypeValue: '',
      ...input.page,
    };
    const { status, answer } = await post<FormSubmissionSaved | FormSubmissionRefused>(SAVE_PATH, input.crumb, body);
    if (status !== 200 || !answer || !('success' in answer) || answer.success !== true)
      return failureOf(status, answer);
    const text = (name: 'submissionMessage' | 'submissionHTML' | 'redirect') =>
      typeof answer[name] === 'string' ? answer[name] : '';
    return {
      ok: true,
      submissionMessage: text('submissionMessage'),
      submissionHTML: text('submissionHTML'),
      ...(text('redirect') ? { redirect: text('redirect') } : {}),
    };
  } catch {
    return { ok: false, message: FORM_MESSAGES.unknown };
  }
}
