/**
 * The visitor calls' messages in the language of the page that made the call (issue 25). The
 * cart, checkout, donation and account calls write their messages in English, where the spec
 * quotes them word for word (server/commerce/messages.ts, server/site-users/messages.ts); this
 * one step, after the call has answered, says the answer's `error`, `message` and field errors
 * in the catalogue of the calling page's language (its Referer: callLanguage), else the site's
 * own language, else English. English answers pass untouched, unread.
 *
 * @module
 */
import { CATALOGUES, interfaceWords, translateMessage, type InterfaceWords } from '../../domain';
import { callLanguage } from './page-language';
import type { MiddlewareHandler } from 'hono';
import type { Sql } from '../db';
import type { AppEnv } from '../types';

/** The parts of an answer that are messages for the visitor. */
interface Said {
  error?: unknown;
  message?: unknown;
  fieldErrors?: unknown;
  /** The form calls' field errors (server/forms/form-routes.ts), at the top or under `data`. */
  errors?: unknown;
  data?: { errors?: unknown };
}

export interface TranslatedAnswersOptions {
  /** Successful answers carry messages too (the account calls' "we have sent you an email"). @default refusals only */
  successes?: boolean;
}

export function translatedAnswers(
  db: Sql | undefined,
  options: TranslatedAnswersOptions = {},
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const site = c.get('site');
    const answer = c.res;
    // A cart answer is large and says nothing to translate: only refusals are read, unless told.
    if (!site || (answer.status < 400 && !options.successes)) return;
    if (!answer.headers.get('Content-Type')?.startsWith('application/json')) return;
    const language = await callLanguage(c, db);
    const words = interfaceWords(language?.locale ?? site.website.language);
    if (words === CATALOGUES.en!.words) return;
    const body = (await answer
      .clone()
      .json()
      .catch(() => undefined)) as Said | undefined;
    if (!body || typeof body !== 'object' || !translate(body, words)) return;
    // Hono carries the first answer's other headers (cookies, Retry-After, caching) over.
    c.res = new Response(JSON.stringify(body), {
      status: answer.status,
      headers: { 'Content-Type': answer.headers.get('Content-Type')! },
    });
    c.res.headers.delete('Content-Length');
  };
}

/** Says `body`'s messages in `words`; whether any changed. */
function translate(body: Said, words: InterfaceWords): boolean {
  let changed = false;
  const say = (text: unknown) => {
    if (typeof text !== 'string') return text;
    const said = translateMessage(text, words);
    if (said !== text) changed = true;
    return said;
  };
  if ('error' in body) body.error = say(body.error);
  if ('message' in body) body.message = say(body.message);
  const sayEach = (errors: unknown) => {
    if (!errors || typeof errors !== 'object' || Array.isArray(errors)) return;
    const fields = errors as Record<string, unknown>;
    for (const name of Object.keys(fields)) fields[name] = say(fields[name]);
  };
  sayEach(body.fieldErrors);
  sayEach(body.errors);
  if (body.data && typeof body.data === 'object') sayEach(body.data.errors);
  return changed;
}
