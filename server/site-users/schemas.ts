/**
 * The bodies of the site-user calls, checked with valibot. Emails use the shared email rule of
 * spec §5 (domain/email-check.ts); passwords are 8 to 256 characters of well-formed text.
 */
import * as v from 'valibot';
import { isEmail, LONE_SURROGATE } from '../../domain';
import { SITE_USER_MESSAGES as M } from './messages';

/** No control characters (NUL included) and no lone surrogates, which no keyboard types. */
const plainText = (value: string) => !/[\u0000-\u001f\u007f]/.test(value) && !LONE_SURROGATE.test(value);

export const email = v.pipe(
  v.string(M.emailInvalid),
  v.trim(),
  v.check((value: string) => isEmail(value) && plainText(value), M.emailInvalid),
  v.toLowerCase(),
);

/** A new password: the rules apply when one is chosen. */
export const newPassword = v.pipe(
  v.string(M.passwordShort),
  v.minLength(8, M.passwordShort),
  v.maxLength(256, M.passwordLong),
  v.check(plainText, M.passwordBad),
);

/** A password typed to prove who you are: any non-empty text (old accounts keep old rules). */
const givenPassword = v.pipe(
  v.string(M.passwordRequired),
  v.minLength(1, M.passwordRequired),
  v.maxLength(256, M.signInFailed),
);

export const SignUpBody = v.object({ email, password: newPassword });

export const SignInBody = v.object({
  email: v.pipe(
    v.string(M.emailInvalid),
    v.trim(),
    v.minLength(1, M.emailInvalid),
    v.maxLength(256, M.emailInvalid),
    v.toLowerCase(),
  ),
  password: givenPassword,
  rememberMe: v.optional(v.boolean(M.rememberMe), false),
});

export const ForgotBody = v.object({ email });

export const ResetBody = v.object({
  token: v.pipe(v.string(M.resetInvalid), v.regex(/^[\w-]{20,100}$/, M.resetInvalid)),
  password: newPassword,
});

export const ChangeEmailBody = v.object({ email, currentPassword: givenPassword });

export const ChangePasswordBody = v.object({ currentPassword: givenPassword, newPassword });

export const SignOutQuery = v.object({ cloneCart: v.optional(v.picklist(['true', 'false'], M.rememberMe), 'false') });
