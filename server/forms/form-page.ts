/**
 * The answer to a plain HTML form post, for visitors without JavaScript: the page the form is
 * on, rendered again with the outcome in the form (each error above its field and the values
 * kept, or the submission text), or the form's success redirect. The errors are said in the
 * page's language, as the form island says them.
 */
import { FORM_MESSAGES, interfaceWords, sameOriginPath, translateMessage } from '../../domain';
import { unlockedCollections } from '../lock/unlock-cookie';
import { plainPage } from '../pages/plain-page';
import { cartSummary } from '../render/cart-summary';
import { renderPage } from '../render/page-renderer';
import { requestUrl } from '../http/request-url';
import { sendPage } from '../http/send-page';
import { formFields } from './save-submission';
import { siteWith } from '../sites/site-caches';
import type { Context } from 'hono';
import type { FieldErrors, FieldValue, FormValues, SiteLanguage } from '../../domain';
import type { RenderEnv } from '../render/page-renderer';
import type { Json } from '../sites/types';
import type { AppEnv } from '../types';
import type { Outcome, SavedAnswer } from './save-submission';

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

/**
 * What the form's problem slot says after invalid answers: the errors no field of it shows
 * (answers posted under names it has no field for), else the spec's pointer to the fields.
 */
function problemOf(form: Json, errors: FieldErrors): string[] {
  const ids = new Set(formFields(form).map((field) => field.id));
  const unplaced = Object.entries(errors).flatMap(([name, error]) => (ids.has(name) ? [] : [error]));
  return unplaced.length > 0 ? unplaced : [FORM_MESSAGES.problemAbove];
}

/**
 * A saved answer with its success redirect as a path of this site, or without one when the
 * form's names another site (a redirect off the site is never sent, to the island or to a
 * plain post). Checked when answering, so a replayed answer is checked too.
 */
export function answerOnSite(answer: SavedAnswer, siteOrigin: string): SavedAnswer {
  const { redirect, ...rest } = answer;
  const path = redirect === undefined ? undefined : sameOriginPath(redirect, siteOrigin);
  return path ? { ...rest, redirect: path } : rest;
}

export async function sendFormPage(
  c: Context<AppEnv>,
  outcome: Outcome,
  pagePath: string,
  env: RenderEnv,
  secret: string,
  /** The page's language when it is not the site's own (callLanguage: the post's Referer). */
  language?: SiteLanguage,
): Promise<Response> {
  const site = c.get('site');
  const words = interfaceWords(language?.locale ?? site.website.language);
  const say = (english: string) => translateMessage(english, words);
  if (outcome.kind === 'saved') {
    const { redirect } = answerOnSite(outcome.answer, c.get('siteOrigin'));
    if (redirect) return c.redirect(redirect, 303);
  }
  if (!outcome.form)
    return c.html(plainPage('Unable to submit form', outcome.kind === 'refused' ? outcome.message : ''), 404);
  const form =
    outcome.kind === 'saved'
      ? formWithOutcome(outcome.form, { submitted: true })
      : outcome.kind === 'invalid'
        ? formWithOutcome(
            outcome.form,
            { error: problemOf(outcome.form, outcome.errors).map(say).join(' ') },
            Object.fromEntries(Object.entries(outcome.errors).map(([id, error]) => [id, say(error)])),
            outcome.values,
          )
        : formWithOutcome(outcome.form, { error: say(outcome.message) }, {}, outcome.values);
  const forms = new Map(site.forms).set(String(form.id), form);
  const origin = requestUrl(c);
  // The page the visitor says the form is on: rendered only when it is a path of this site.
  const url = new URL(sameOriginPath(pagePath, origin.origin) ?? '/', origin);
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
