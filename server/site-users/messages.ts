/**
 * What the site-user calls and pages say. One place, so the islands and tests use the same words.
 * The texts are the English catalogue's (domain/interface-words/en.ts): a call from a page in
 * another language answers them in its words (server/translations/translated-answers.ts).
 */
import { ENGLISH_WORDS as W } from '../../domain';

export const SITE_USER_MESSAGES = Object.freeze({
  invalidPayload: W.checkHighlightedFields,
  emailInvalid: W.emailInvalid,
  passwordShort: W.passwordShort,
  passwordLong: W.passwordLong,
  passwordBad: W.passwordBad,
  passwordRequired: W.passwordRequired,
  rememberMe: W.trueOrFalse,
  signUpDone: W.signUpDone,
  signInFailed: W.signInFailed,
  tooManyTries: W.tryAgainInSeconds,
  crumbFail: W.signInAgain,
  notSignedIn: W.notSignedIn,
  resetSent: W.resetSent,
  resetInvalid: W.linkExpiredText,
  resetDone: W.resetDone,
  currentPasswordWrong: W.currentPasswordWrong,
  emailTaken: W.emailTaken,
  emailChanged: W.emailChanged,
  passwordChanged: W.passwordWasChanged,
  noStore: W.accountsUnavailable,
});
