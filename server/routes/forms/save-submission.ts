/**
 * SaveFormSubmission without the HTTP: finds the form, checks the values with the domain rules,
 * the captcha and the key, then stores the submission before anything is answered.
 */
import { FORM_MESSAGES, formErrors, formValues } from '../../../domain';
import { formCaptchaConfig } from '../../captcha';
import { isDatabaseUnavailable } from '../../db';
import { saveSubmission } from '../../db/forms';
import { logValue } from '../../logger';
import { readKey } from './submission-key';
import type { FieldErrors, FormField, FormValues } from '../../../domain';
import type { Sql } from '../../db';
import type { Logger } from '../../logger';
import type { Json, Site } from '../../sites/types';
import type { SiteCaptcha } from '../../captcha';
import type { SubmissionRequest } from './read-submission';

export interface SaveDeps {
  db?: Sql;
  secret: string;
  /** Verifies the site's captcha token (local challenge or provider). */
  captcha: SiteCaptcha;
  log: Logger;
  now(): number;
  /** After the submission is stored; a failure here is logged, never the visitor's problem. */
  onSaved?(site: Site, form: Json, values: FormValues, origin: string): Promise<void>;
  /** The site's origin (server/sites/site-origin.ts), for links in mail sent by `onSaved`. */
  origin?: string;
}

export type Outcome =
  | { kind: 'saved'; form: Json }
  | { kind: 'invalid'; form: Json; errors: FieldErrors; values: FormValues }
  | { kind: 'refused'; status: 400 | 401 | 404 | 500; message: string; form?: Json; values?: FormValues };

export function formFields(form: Json): FormField[] {
  return Array.isArray(form.fields) ? (form.fields as FormField[]) : [];
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
  const errors = formErrors(fields, values);
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
  if (!deps.db) return refuse(500, FORM_MESSAGES.sendFailed);
  // Last before storing, as verifying spends the token (a local challenge is remembered as used):
  // nothing else may refuse the submission after it. The key is only spent by the store.
  const captcha = formCaptchaConfig(site, form);
  if (captcha && !(request.captchaKey && (await deps.captcha.verify(site, request.captchaKey, captcha))))
    return refuse(400, FORM_MESSAGES.captcha);
  try {
    const id = await saveSubmission(deps.db, site.id, { formId: request.formId, data: values, ...request.page }, key);
    if (!id) return refuse(401, FORM_MESSAGES.unauthorized);
    await deps
      .onSaved?.(site, form, values, deps.origin ?? '')
      .catch((error: unknown) =>
        deps.log.error(
          `[${site.id}] after a submission of form ${logValue(request.formId)}: ${(error as Error)?.stack ?? error}`,
        ),
      );
    return { kind: 'saved', form };
  } catch (error) {
    // The database away for a moment: 503 with Retry-After from the shared error handler.
    if (isDatabaseUnavailable(error)) throw error;
    deps.log.error(
      `[${site.id}] a submission of form ${logValue(request.formId)} could not be stored: ${(error as Error)?.stack ?? error}`,
    );
    return refuse(500, FORM_MESSAGES.sendFailed);
  }
}
