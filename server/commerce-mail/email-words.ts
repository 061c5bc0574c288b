/**
 * The words of a commerce e-mail in the site's language (domain/interface-words `emails`), with
 * their `{path}` placeholders filled from the e-mail's context and escaped as `{…|html}` would:
 * a template prints them as they are (`{emailText.thankYou}`), so a language may put the order number
 * where its grammar wants it. An order's e-mails go out in the language it was placed in
 * (send-emails.ts renders them with the site in that language), else in the site's own.
 */
import { catalogueOf, type EmailWords } from '../../domain';
import { escapeText } from '../../engine';
import type { Json } from '../sites/types';

function valueAt(context: Json, path: string): string {
  let value: unknown = context;
  for (const name of path.split('.')) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, name)) return '';
    value = (value as Json)[name];
  }
  return typeof value === 'string' || typeof value === 'number' ? escapeText(String(value)) : '';
}

export function emailWords(locale: unknown, context: Json): EmailWords {
  const filled: Record<string, string> = {};
  for (const [key, text] of Object.entries(catalogueOf(locale).emails))
    filled[key] = text.replace(/\{([\w.]+)\}/g, (_, path: string) => valueAt(context, path));
  return filled as unknown as EmailWords;
}
