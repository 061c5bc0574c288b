/**
 * Captcha on forms and restock sign-ups (issue 13): the local challenge, the choice of verifier
 * per site, and the local challenge's calls.
 *
 * @module
 */
export { LOCAL_CHALLENGE_TTL_MS, LocalCaptcha, type LocalCaptchaOptions } from './local-challenge';
export { formCaptchaConfig, siteCaptcha, siteCaptchaConfig, type SiteCaptcha } from './site-captcha';
export { LOCAL_CAPTCHA_ROUTE_MESSAGES, localCaptchaRoutes } from './captcha-routes';
