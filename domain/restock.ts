/**
 * Restock sign-up (spec §3 "Restock sign-up payload", §4 "Restock box", §5 "Restock").
 */
import { isEmail } from './email-check';
import type { CaptchaProviderName } from './captcha';
import type { CaptchaWords } from './interface-words';

export const RESTOCK_MESSAGES = Object.freeze({
  emailBlank: 'Email cannot be blank',
  emailInvalid: 'Email is invalid',
  captcha: 'Complete CAPTCHA before submitting.',
  success: 'Signed up!',
});

/** The visitor's mistakes as the box says them: the spec's English, or a page language's words. */
export type RestockMessages = Readonly<Record<'emailBlank' | 'emailInvalid' | 'captcha', string>>;

export interface RestockSignUp {
  productId: string;
  variantId: string;
  siteVisitorEmail: string;
  isJoinMailingList: boolean;
  /** Only when a captcha is shown. */
  captchaToken?: string;
}

export interface RestockCheckInput {
  email: string;
  captchaShown: boolean;
  captchaToken?: string;
  /** The page language's words. @default RESTOCK_MESSAGES */
  messages?: RestockMessages;
}

/** The first message the visitor must see, or undefined when the sign-up may be sent. */
export function checkRestockSignUp({
  email,
  captchaShown,
  captchaToken,
  messages = RESTOCK_MESSAGES,
}: RestockCheckInput): string | undefined {
  const trimmed = email.trim();
  if (trimmed === '') return messages.emailBlank;
  if (!isEmail(trimmed)) return messages.emailInvalid;
  if (captchaShown && !captchaToken) return messages.captcha;
  return undefined;
}

/** The store's own success text when set, else the default: 'Signed up!' or the page language's words for it. */
export function restockSuccessText(custom: unknown, fallback: string = RESTOCK_MESSAGES.success): string {
  return typeof custom === 'string' && custom.trim() ? custom : fallback;
}

/** One restock box as the island shows it (language reference §12.3 `product-restock-notification`). */
export interface RestockBoxProps {
  productId: string;
  variantId: string;
  /** Hidden until the visitor chooses this variant. */
  hiddenByDefault: boolean;
  texts: { button: string; cta: string; placeholder: string; mailingList: string; success: string };
  mailingList: { enabled: boolean; checked: boolean };
  /** The site's captcha key; a captcha area is shown only when there is one. */
  captchaSiteKey?: string;
  /** Who draws the captcha (domain/captcha.ts). @default 'recaptcha' */
  captchaProvider?: CaptchaProviderName;
  /** t25last: on a page in another language, its words for the built-in captcha; English without. */
  captchaWords?: CaptchaWords;
  /** On a page in another language, its words for the visitor's mistakes; the spec's English without. */
  messages?: RestockMessages;
}

/** Texts the store left empty. Not quoted by the spec. */
export const RESTOCK_DEFAULT_TEXTS = Object.freeze({
  button: 'Notify Me',
  cta: 'Sign up to be notified when this item is back in stock.',
  placeholder: 'Email Address',
  mailingList: 'Sign up for news and updates',
});
