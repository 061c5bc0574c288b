/**
 * The form calls (spec §7): the form template schema, field validation, submission keys and
 * SaveFormSubmission, which answers JSON to the form island and a page to plain HTML posts.
 * The crumb is checked by the app's middleware before any of these run.
 *
 * @module
 */
import { Hono } from 'hono';
import { FORM_MESSAGES, entriesOfJson, formValues } from '../../domain';
import { purgeExpiredIdempotencyKeys } from '../db/idempotency-keys';
import { readJsonBody } from '../http';
import { LocalCaptcha } from '../captcha/local-challenge';
import { siteCaptcha } from '../captcha/site-captcha';
import { captchaFromEnv } from './captcha-verifier';
import { answerOnSite, sendFormPage } from './form-page';
import { formRateLimit } from './form-rate-limit';
import { readSubmission } from './read-submission';
import { formFields, saveFormSubmission } from './save-submission';
import { issueKey } from './submission-key';
import { formTemplateSchema } from './template-schema';
import { answerErrors } from './unknown-answers';
import type { Context } from 'hono';
import type { Database, Sql } from '../db';
import type { Logger } from '../logger';
import type { RateLimitOptions } from '../middleware/rate-limit';
import type { RenderEnv } from '../render/page-renderer';
import type { AppEnv } from '../types';
import type { CaptchaVerifier } from './captcha-verifier';
import type { SaveDeps } from './save-submission';
import type { FormSubmissionKey, FormSubmissionRefused, FormSubmissionSaved } from '../../domain';
import { callLanguage } from '../translations/page-language';

export interface FormRoutesOptions {
  /** Where submissions are stored; without one every submission answers 500. */
  db?: Sql;
  /** Signs submission keys; shared by every server process. */
  secret: string;
  env(): RenderEnv;
  /** @default the provider named by CAPTCHA_VERIFY_URL and CAPTCHA_SECRET */
  captcha?: CaptchaVerifier;
  /** Sites whose captcha provider is 'local'. @default one over `db` signed with `secret` */
  localCaptcha?: LocalCaptcha;
  /** @default 10 submissions at once, then one every 6 seconds */
  rateLimit?: RateLimitOptions;
  /** @default Date.now */
  now?: () => number;
  /** Runs after a submission is stored (the newsletter list joins its sign-ups, issue 15). */
  onSaved?: SaveDeps['onSaved'];
}

export function formRoutes(options: FormRoutesOptions) {
  const now = options.now ?? Date.now;
  // A submission and the spending of its key are one transaction: a store that cannot run one is none.
  const store = options.db && 'transaction' in options.db ? (options.db as Database) : undefined;
  const log = (): Logger => options.env().log;
  const captcha = siteCaptcha(
    options.captcha ?? captchaFromEnv(),
    options.localCaptcha ?? new LocalCaptcha({ secret: options.secret, db: options.db }),
    log,
  );

  return new Hono<AppEnv>()
    .get('/api/template/GetTemplateSchema', (c) => {
      if (c.req.query('type') !== 'form')
        return c.json({ error: 'Only the form template schema is available: use type=form.' }, 404);
      return c.json(formTemplateSchema(c.get('site').featureFlags.vanillaFormHandler !== false));
    })
    .post('/api/rest/forms/validate/:formId', async (c) => {
      const form = c.get('site').forms.get(c.req.param('formId'));
      if (!form) return c.json({ error: FORM_MESSAGES.notConfigured }, 404);
      const body: unknown = await readJsonBody(c);
      if (!body || typeof body !== 'object' || Array.isArray(body))
        return c.json({ error: FORM_MESSAGES.unparsable }, 400);
      const fields = formFields(form);
      const values = body as Record<string, unknown>;
      const errors = answerErrors(fields, formValues(fields, entriesOfJson(values, fields)), Object.keys(values));
      return Object.keys(errors).length > 0 ? c.json({ errors }, 400) : c.json({});
    })
    .post('/api/form/FormSubmissionKey', async (c) => {
      c.header('Cache-Control', 'no-store');
      if (options.db)
        await purgeExpiredIdempotencyKeys(options.db, new Date(now())).catch((error) =>
          log().warn(`Spent form keys were not purged: ${error}`),
        );
      return c.json<FormSubmissionKey>({ data: { key: issueKey(options.secret, c.get('site').id, now()) } });
    })
    .post('/api/form/SaveFormSubmission', formRateLimit(options.rateLimit), async (c) => {
      c.header('Cache-Control', 'no-store');
      const request = await readSubmission(c);
      if (!request) return c.json({ error: FORM_MESSAGES.unparsable }, 400);
      const deps = {
        db: store,
        secret: options.secret,
        captcha,
        log: log(),
        now,
        onSaved: options.onSaved,
        origin: c.get('siteOrigin'),
        language: await callLanguage(c, options.db),
      };
      const outcome = await saveFormSubmission(deps, c.get('site'), request, pageQuery(c));
      if (request.html)
        return sendFormPage(c, outcome, request.page.pagePath, options.env(), options.secret, deps.language);
      if (outcome.kind === 'invalid')
        return c.json<FormSubmissionRefused>({ error: FORM_MESSAGES.invalid, data: { errors: outcome.errors } }, 400);
      if (outcome.kind === 'refused') return c.json({ error: outcome.message }, outcome.status);
      return c.json<FormSubmissionSaved>(answerOnSite(outcome.answer, c.get('siteOrigin')));
    });
}

/** The query string of the page the form was sent from: hidden fields may take values from it. */
function pageQuery(c: Context): URLSearchParams | undefined {
  const referer = c.req.header('Referer');
  if (!referer) return undefined;
  try {
    return new URL(referer).searchParams;
  } catch {
    return undefined;
  }
}
