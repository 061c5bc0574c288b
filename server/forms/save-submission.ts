/**
 * SaveFormSubmission without the HTTP: finds the form, checks the values with the domain rules,
 * the captcha and the key, then stores the submission before anything is answered. A key
 * already spent on the same submission (a retry whose answer was lost) gets the first answer
 * again and stores nothing; with another submission it is refused.
 */
import { createHash } from 'node:crypto';
import { FORM_MESSAGES, formValues } from '../../domain';
import { formCaptchaConfig } from '../captcha/site-captcha';
import { isDatabaseUnavailable } from '../db';
import { answeredFields } from './form-fields';
import { FORM_KEY_SCOPE, saveSubmission } from './form-store';
import { findIdempotentAnswer } from '../db/idempotency-keys';
import { logValue } from '../logger';
import { readKey } from './submission-key';
import { answerErrors } from './unknown-answers';
import { localizedSite } from '../site-settings/localized-site';
import type { FieldErrors, FormField, FormSubmissionSaved, FormValues, SiteLanguage } from '../../domain';
import type { Database } from '../db';
import type { NewSubmission } from './form-store';
import type { StoredAnswer } from '../db/idempotency-keys';
import type { Logger } from '../logger';
import type { Json, Site } from '../sites/types';
import type { SiteCaptcha } from '../captcha/site-captcha';
import type { SubmissionRequest } from './read-submission';

export interface SaveDeps {
  db?: Database;
  secret: string;
  /** Verifies the site's captcha token (local challenge or provider). */
  captcha: SiteCaptcha;
  log: Logger;
  now(): number;
  /** After the submission is stored; a failure here is logged, never the visitor's problem. */
  onSaved?(site: Site, form: Json, values: FormValues, origin: string, language?: SiteLanguage): Promise<void>;
  /** The site's origin (server/sites/site-origin.ts), for links in mail sent by `onSaved`. */
  origin?: string;
  /**
   * The extra language of the page the form was sent from: mail sent by `onSaved` is in it, and
   * the answer's submission message is the owner's translation into it (issue 25).
   */
  language?: SiteLanguage;
}

/**
 * What a stored submission is answered (spec §7), kept with its key to answer a retry the same:
 * domain FormSubmissionSaved, which the form island reads.
 */
export type SavedAnswer = FormSubmissionSaved;

export type Outcome =
  | { kind: 'saved'; form: Json; answer: SavedAnswer }
  | { kind: 'invalid'; form: Json; errors: FieldErrors; values: FormValues }
  | { kind: 'refused'; status: 400 | 401 | 404 | 500; message: string; form?: Json; values?: FormValues };

export function formFields(form: Json): FormField[] {
  return Array.isArray(form.fields) ? (form.fields as FormField[]) : [];
}

/**
 * The answer from the form's success settings, or from a stored answer: built in one order, as
 * the database keeps JSON with its keys reordered and a retry must be answered the same text.
 */
function savedAnswer({ submissionMessage, submissionHTML, redirect: to }: Record<string, unknown>): SavedAnswer {
  const redirect = typeof to === 'string' ? to.trim() : '';
  return {
    success: true,
    submissionMessage: typeof submissionMessage === 'string' ? submissionMessage : '',
    submissionHTML: typeof submissionHTML === 'string' ? submissionHTML : '',
    ...(redirect ? { redirect } : {}),
  };
}

/**
 * What tells a retry from another submission with the same key: the submission as it is
 * stored (values read by the form's rules, so spacing the rules drop does not count).
 */
function submissionHash(submission: NewSubmission): string {
  const { formId, pageId, pageTitle, pagePath, contentSource, data } = submission;
  const values = Object.entries(data).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const normalised = JSON.stringify([formId, pageId, pageTitle, pagePath, contentSource, values]);
  return createHash('sha256').update(normalised).digest('hex');
}

export async function saveFormSubmission(
  deps: SaveDeps,
  site: Site,
  request: SubmissionRequest,
  pageQuery?: URLSearchParams,
): Promise<Outcome> {
  const form = site.forms.get(request.formId);
  if (!form) return { kind: 'refused', status: 404, message: FORM_MESSAGES.notConfigured };
  const fields = formFields(form);
  const entries = request.entries(fields);
  if (!entries) return { kind: 'refused', status: 400, message: FORM_MESSAGES.unparsable, form };
  const values = formValues(fields, entries, pageQuery);
  const errors = answerErrors(fields, values, request.answerNames(), { likertGroups: request.html });
  if (Object.keys(errors).length > 0) return { kind: 'invalid', form, errors, values };

  const refuse = (status: 400 | 401 | 500, message: string): Outcome => ({
    kind: 'refused',
    status,
    message,
    form,
    values,
  });
  // Scripts must fetch a key first; a plain HTML post cannot, and its crumb already proves the page.
  const key =
    request.key !== undefined || !request.html ? readKey(deps.secret, site.id, request.key, deps.now()) : undefined;
  if ((request.key !== undefined || !request.html) && !key) return refuse(401, FORM_MESSAGES.unauthorized);
  const db = deps.db;
  if (!db) return refuse(500, FORM_MESSAGES.sendFailed);
  const submission: NewSubmission = {
    formId: request.formId,
    data: values,
    fields: answeredFields(form),
    // The form builder's storage setting "Keep submissions in the database".
    keep: form.storeSubmissions !== false,
    ...request.page,
  };
  // The success words as the visitor's page shows the form: in its language, the owner's
  // translation of them. The form's rules and what is stored stay the form's own.
  const shown = localizedSite(site, deps.language).forms.get(request.formId) ?? form;
  const answer = savedAnswer({ ...shown, redirect: form.successRedirect });
  const spent = key && { ...key, requestHash: submissionHash(submission), answer };
  /** The first answer again for a retry of the submission that spent the key; 401 for another. */
  const again = (earlier: StoredAnswer): Outcome =>
    spent && earlier.status === 200 && earlier.requestHash === spent.requestHash
      ? { kind: 'saved', form, answer: savedAnswer(earlier.answer as Record<string, unknown>) }
      : refuse(401, FORM_MESSAGES.unauthorized);
  const spentBefore = async () => {
    const earlier = spent && (await findIdempotentAnswer(db, site.id, FORM_KEY_SCOPE, spent.key));
    return earlier && again(earlier);
  };
  try {
    // Before the captcha: a retry's captcha token was spent by the post that stored it.
    const replay = await spentBefore();
    if (replay) return replay;
    // Last before storing, as verifying spends the token (a local challenge is remembered as used):
    // nothing else may refuse the submission after it. The key is only spent by the store.
    const captcha = formCaptchaConfig(site, form);
    if (captcha && !(request.captchaKey && (await deps.captcha.verify(site, request.captchaKey, captcha))))
      // A concurrent post of the same submission may have spent the token and stored it meanwhile.
      return (await spentBefore()) ?? refuse(400, FORM_MESSAGES.captcha);
    const saved = await saveSubmission(db, site.id, submission, spent);
    if ('earlier' in saved) return again(saved.earlier);
    await deps
      .onSaved?.(site, form, values, deps.origin ?? '', deps.language)
      .catch((error: unknown) =>
        deps.log.error(
          `[${site.id}] after a submission of form ${logValue(request.formId)}: ${(error as Error)?.stack ?? error}`,
        ),
      );
    return { kind: 'saved', form, answer };
  } catch (error) {
    // The database away for a moment: 503 with Retry-After from the shared error handler.
    if (isDatabaseUnavailable(error)) throw error;
    deps.log.error(
      `[${site.id}] a submission of form ${logValue(request.formId)} failed: ${(error as Error)?.stack ?? error}`,
    );
    return refuse(500, FORM_MESSAGES.sendFailed);
  }
}
