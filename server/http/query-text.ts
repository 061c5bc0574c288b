/**
 * URL-encoded text (a query string, a form-encoded body) read as `URLSearchParams`, refusing
 * more than `QUERY_PARSER_MAX_KEYS` (1000, spec §9) parameters with a 400, as the URL guard
 * refuses such a query: routes that read a form body themselves use this, never
 * `new URLSearchParams` on what a visitor sent.
 *
 * @example
 *   const body = parseQueryText(await c.req.text()); // body.get('formId')
 */
import { QUERY_PARSER_MAX_KEYS } from '../../domain';
import { INPUT_MESSAGES } from './input-messages';
import { PayloadError } from './payload-error';

/** Parameters as a query parser counts them: `&`-separated, empty ones skipped. */
export function queryTextKeyCount(text: string): number {
  let count = 0;
  for (const part of text.split('&')) if (part !== '') count++;
  return count;
}

export function parseQueryText(text: string): URLSearchParams {
  if (queryTextKeyCount(text) > QUERY_PARSER_MAX_KEYS)
    throw new PayloadError({}, INPUT_MESSAGES.tooManyFormFields(QUERY_PARSER_MAX_KEYS));
  return new URLSearchParams(text);
}
