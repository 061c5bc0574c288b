/** What the site-user calls and pages say. One place, so the islands and tests use the same words. */
export const SITE_USER_MESSAGES = Object.freeze({
  invalidPayload: 'Please check the highlighted fields.',
  emailInvalid: 'Please enter a valid email address.',
  passwordShort: 'Your password must be at least 8 characters.',
  passwordLong: 'Your password must be at most 256 characters.',
  passwordBad: 'Your password cannot contain control characters.',
  passwordRequired: 'Please enter your password.',
  rememberMe: 'Use true or false.',
  signUpDone:
    'Thank you. If this address is new here, your account is ready and you can sign in now; either way we have sent you an email.',
  signInFailed: 'The email address or password is incorrect.',
  tooManyTries: 'Please try again in a few seconds.',
  crumbFail: 'Your session has expired. Please sign in again.',
  notSignedIn: 'Please sign in to continue.',
  resetSent:
    'If an account uses this address, we have emailed it a link to choose a new password. The link works once, for one hour.',
  resetInvalid: 'This password reset link has expired or was already used. Please ask for a new one.',
  resetDone: 'Your password has been changed. Please sign in with it.',
  currentPasswordWrong: 'Your current password is not correct.',
  emailTaken: 'This email address cannot be used for your account.',
  emailChanged: 'Your email address has been changed.',
  passwordChanged: 'Your password has been changed.',
  noStore: 'Accounts are not available right now. Please try again later.',
});
