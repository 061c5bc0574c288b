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

/**
 * The subjects of the e-mails a buyer or visitor gets that an owner may translate (issue 25):
 * each is a text of the site (server/translations/site-text-list.ts) whose original is the
 * site's own language's subject, kept in the translation document under `emailSubjects.<key>`.
 * The order mails use the order's language (send-emails.ts), the restock notice the language
 * of the page the visitor signed up on (server/restock/restock-notices.ts).
 */
export const EMAIL_SUBJECTS = [
  ['orderConfirmationSubject', 'Order confirmation'],
  ['shippedSubject', 'Shipping notice'],
  ['cancelledSubject', 'Order cancelled'],
  ['refundSubject', 'Refund'],
  ['giftCardSubject', 'Gift card'],
  ['renewedSubject', 'Subscription renewed'],
  ['restockSubject', 'Back in stock'],
] as const satisfies readonly (readonly [keyof EmailWords, string])[];

const SUBJECT_KEYS: ReadonlySet<string> = new Set(EMAIL_SUBJECTS.map(([key]) => key));

/**
 * `subjects`: the owner's translations of the subjects into this language (the localized site's
 * `localizedStrings.emailSubjects`), used over the catalogue's. Plain text: escaped before its
 * placeholders are filled, so it can add no markup to the mail.
 */
export function emailWords(locale: unknown, context: Json, subjects?: unknown): EmailWords {
  const own = subjects !== null && typeof subjects === 'object' ? (subjects as Record<string, unknown>) : {};
  const filled: Record<string, string> = {};
  for (const [key, text] of Object.entries(catalogueOf(locale).emails)) {
    const owners = SUBJECT_KEYS.has(key) ? own[key] : undefined;
    const words = typeof owners === 'string' && owners.trim() ? escapeText(owners.trim()) : text;
    filled[key] = words.replace(/\{([\w.]+)\}/g, (_, path: string) => valueAt(context, path));
  }
  return filled as unknown as EmailWords;
}
