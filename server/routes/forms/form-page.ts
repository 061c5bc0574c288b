/**
 * The answer to a plain HTML form post, for visitors without JavaScript: the page the form is
 * on, rendered again with the outcome in the form (each error above its field and the values
 * kept, or the submission text), or the form's success redirect.
 */
import { FORM_MESSAGES } from '../../../domain';
import { unlockedCollections } from '../../lock/unlock-cookie';
import { plainPage } from '../../pages/plain-page';
import { cartSummary } from '../../render/cart-summary';
import { renderPage } from '../../render/page-renderer';
import { requestUrl } from '../request-url';
import { sendPage } from '../send-page';
import { formFields } from './save-submission';
import { siteWith } from '../../sites/site-caches';
import type { Context } from 'hono';
import type { FieldErrors, FieldValue, FormValues } from '../../../domain';
import type { RenderEnv } from '../../render/page-renderer';
import type { Json } from '../../sites/types';
import type { AppEnv } from '../../types';
import type { Outcome } from './save-submission';

export interface FormState {
  submitted?: boolean;
  /** Shown above the form. */
  error?: string;
}

/** The value the form-field partial prints back: text, names and choices of one. */
function kept(value: FieldValue | undefined, type: string): FieldValue | undefined {
  if (type === 'hidden' || type === 'checkbox' || type === 'likert' || value === undefined) return undefined;
  // Only names have one input per part; the other multi-part kinds are one input in the partial.
  return Array.isArray(value) && type !== 'name' ? value.filter(Boolean).join(' ') : value;
}

/** The form as the templates and the island receive it after a post: errors, values, outcome. */
export function formWithOutcome(form: Json, state: FormState, errors: FieldErrors = {}, values: FormValues = {}): Json {
  const fields = formFields(form).map((field) => {
    const value = kept(values[field.id], field.type);
    return {
      ...field,
      ...(errors[field.id] ? { error: errors[field.id] } : {}),
      ...(value !== undefined ? { value } : {}),
    };
  });
  return { ...form, fields, formState: state };
}

export async function sendFormPage(
  c: Context<AppEnv>,
  outcome: Outcome,
  pagePath: string,
  env: RenderEnv,
  secret: string,
): Promise<Response> {
  const site = c.get('site');
  if (outcome.kind === 'saved' && outcome.answer.redirect) return c.redirect(outcome.answer.redirect, 303);
  if (!outcome.form)
    return c.html(plainPage('Unable to submit form', outcome.kind === 'refused' ? outcome.message : ''), 404);
  const form =
    outcome.kind === 'saved'
      ? formWithOutcome(outcome.form, { submitted: true })
      : outcome.kind === 'invalid'
        ? formWithOutcome(outcome.form, { error: FORM_MESSAGES.problemAbove }, outcome.errors, outcome.values)
        : formWithOutcome(outcome.form, { error: outcome.message }, {}, outcome.values);
  const forms = new Map(site.forms).set(String(form.id), form);
  const origin = requestUrl(c);
  const url = new URL(pagePath.startsWith('/') && !pagePath.startsWith('//') ? pagePath : '/', origin);
  const unlocked = await unlockedCollections(c, secret, site);
  const page = await renderPage(
    {
      // Its own caches: the page shows this post's outcome, which no other request may see.
      site: siteWith(site, { forms }),
      url,
      crumb: c.get('crumb'),
      cart: cartSummary(site, 0, 0),
      isUnlocked: (col) => unlocked.has(col),
      signedIn: c.get('siteUser') !== undefined,
    },
    env,
  );
  const status = outcome.kind === 'saved' ? page.status : outcome.kind === 'invalid' ? 400 : outcome.status;
  return sendPage(c, { ...page, status });
}
