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
}

/** The first message the visitor must see, or undefined when the sign-up may be sent. */
export function checkRestockSignUp({ email, captchaShown, captchaToken }: RestockCheckInput): string | undefined {
  const trimmed = email.trim();
  if (trimmed === '') return RESTOCK_MESSAGES.emailBlank;
  if (!isEmail(trimmed)) return RESTOCK_MESSAGES.emailInvalid;
  if (captchaShown && !captchaToken) return RESTOCK_MESSAGES.captcha;
  return undefined;
}

/** The store's own success text when set, else 'Signed up!'. */
export function restockSuccessText(custom: unknown): string {
  return typeof custom === 'string' && custom.trim() ? custom : RESTOCK_MESSAGES.success;
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
}

/** Texts the store left empty. Not quoted by the spec. */
export const RESTOCK_DEFAULT_TEXTS = Object.freeze({
  button: 'Notify Me',
  cta: 'Sign up to be notified when this item is back in stock.',
  placeholder: 'Email Address',
  mailingList: 'Sign up for news and updates',
});
