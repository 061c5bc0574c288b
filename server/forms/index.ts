/**
 * Forms: a visitor's submission (the key, the captcha, the save, the page showing its
 * outcome; `formRoutes`), the template schema the editor reads, and the owner's submissions
 * and their CSV (`ownerFormRoutes`, under /api/owner/forms).
 *
 * @module
 */
export { formRoutes, type FormRoutesOptions } from './form-routes';
export { ownerFormRoutes } from './owner-form-routes';
export { submissionNotifications } from './form-notification';
export { captchaFromEnv, testCaptchaVerifier, siteVerifyCaptcha, type CaptchaVerifier } from './captcha-verifier';
export { listForms, listSubmissions, submissionsCsv } from './form-submissions';
export { ownerForm, ownerForms, type OwnerForm } from './owner-forms';
