/**
 * How the owner's side names a gift card: by the end of its code, never the whole of it. A code
 * is a bearer credential (whoever types it spends the balance), so the owner API, which every
 * role reading orders calls, carries only this ending; the buyer alone is shown the code
 * (checkout's answer, the confirmation page and mails, the gift card's delivery mail).
 *
 * @module
 */
import { roleCan, type WebsiteRoleName } from './website-roles';

/** Characters shown: enough to tell a store's cards apart, 20 of a code's 80 random bits. */
const SHOWN = 4;

/** "…ABCD" for `WXYZ-2345-6789-ABCD`; of a code shorter than 8 characters, at most half. */
export function giftCardCodeEnding(code: string): string {
  const shown = Math.min(SHOWN, Math.floor(code.length / 2));
  return `…${code.slice(code.length - shown)}`;
}

/**
 * Who reads a gift card's code whole where the owner side shows mail as sent (the outbox): the
 * roles holding `giftCardCodes.whole` in the role table, admin alone. Every other role sees each
 * code by its ending.
 */
export function seesWholeGiftCardCodes(role: WebsiteRoleName): boolean {
  return roleCan(role, 'giftCardCodes.whole');
}
