/**
 * The outbox as a role other than admin reads it: a gift card's delivery mail and its order's
 * confirmation carry the whole code, a bearer credential, so every code in a mail's subject, text
 * and HTML is replaced by its ending (domain/gift-card-ending.ts), the one name the owner side
 * gives a card. The stored mail is untouched: it is what was (or will be) delivered.
 *
 * @module
 */
import { giftCardCodeEnding } from '../../domain';
import { giftCardCodePattern } from '../commerce/gift-card-store';
import type { OutboxMail } from './types';

/** `text` with each gift card code in it replaced by the code's ending. */
export function giftCardCodesAsEndings(text: string): string {
  return text.replace(giftCardCodePattern(), (code) => giftCardCodeEnding(code));
}

export function outboxMailWithCodeEndings(mail: OutboxMail): OutboxMail {
  return {
    ...mail,
    subject: giftCardCodesAsEndings(mail.subject),
    text: giftCardCodesAsEndings(mail.text),
    html: mail.html === null ? null : giftCardCodesAsEndings(mail.html),
  };
}
