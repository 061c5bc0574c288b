/**
 * Captcha (spec §3 "Site captcha site key", §5 forms and restock, §9 widget constants).
 *
 * A site turns a captcha on with `captchaSettings.siteKey`; `captchaSettings.provider` says who
 * draws the widget and vouches for its tokens: a third-party provider (reCAPTCHA or hCaptcha,
 * which share one explicit-render API and one `siteverify` call) or `local`, the built-in
 * arithmetic challenge the demo and the tests use because it needs no network.
 */

/** Spec §9: the widget is compact under 320px wide, else normal. */
export const CAPTCHA_COMPACT_BELOW_PX = 320;
/** Spec §9: theme light. */
export const CAPTCHA_THEME = 'light';

export type CaptchaSize = 'compact' | 'normal';

export function captchaSize(widthPx: number): CaptchaSize {
  return widthPx < CAPTCHA_COMPACT_BELOW_PX ? 'compact' : 'normal';
}

export const CAPTCHA_PROVIDER_NAMES = ['recaptcha', 'hcaptcha', 'local'] as const;
export type CaptchaProviderName = (typeof CAPTCHA_PROVIDER_NAMES)[number];

/** What a page needs to know to draw a provider's widget, and what its CSP must allow. */
export interface CaptchaProviderInfo {
  /** The provider's script, loaded in explicit-render mode only on pages showing a captcha. */
  script: string;
  /** The global object the script defines (`render`, `reset`, `remove`). */
  global: 'grecaptcha' | 'hcaptcha';
  /** Origins the widget loads scripts from and frames. */
  scriptOrigins: readonly string[];
  frameOrigins: readonly string[];
  /** The server-side verify endpoint (POST secret + response, answers `{ success }`). */
  verifyUrl: string;
}

export const CAPTCHA_PROVIDERS: Readonly<Record<Exclude<CaptchaProviderName, 'local'>, CaptchaProviderInfo>> =
  Object.freeze({
    recaptcha: {
      script: 'https://www.google.com/recaptcha/api.js?render=explicit',
      global: 'grecaptcha',
      scriptOrigins: ['https://www.google.com', 'https://www.gstatic.com'],
      frameOrigins: ['https://www.google.com', 'https://recaptcha.google.com'],
      verifyUrl: 'https://www.google.com/recaptcha/api/siteverify',
    },
    hcaptcha: {
      script: 'https://js.hcaptcha.com/1/api.js?render=explicit',
      global: 'hcaptcha',
      scriptOrigins: ['https://js.hcaptcha.com', 'https://hcaptcha.com', 'https://*.hcaptcha.com'],
      frameOrigins: ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
      verifyUrl: 'https://api.hcaptcha.com/siteverify',
    },
  });

/** A site's captcha as pages and the server see it; absent when the site shows none. */
export interface CaptchaConfig {
  provider: CaptchaProviderName;
  siteKey: string;
}

/**
 * The captcha named by a site's `captchaSettings`, or undefined without a site key. A missing
 * or unknown provider is reCAPTCHA: a bare site key is what the spec's settings carry.
 */
export function captchaConfig(settings: unknown): CaptchaConfig | undefined {
  if (!settings || typeof settings !== 'object') return undefined;
  const { siteKey, provider } = settings as { siteKey?: unknown; provider?: unknown };
  if (typeof siteKey !== 'string' || !siteKey.trim()) return undefined;
  const name = CAPTCHA_PROVIDER_NAMES.find((known) => known === provider) ?? 'recaptcha';
  return { provider: name, siteKey: siteKey.trim() };
}

/**
 * The captcha a form shows: the site's, unless the form turns its own off
 * (`captchaSettings.enabled: false`, spec §3 form "captcha settings").
 */
export function formCaptcha(siteCaptchaSettings: unknown, form: unknown): CaptchaConfig | undefined {
  const own =
    form && typeof form === 'object'
      ? (form as { captchaSettings?: { enabled?: unknown } }).captchaSettings
      : undefined;
  if (own && typeof own === 'object' && own.enabled === false) return undefined;
  return captchaConfig(siteCaptchaSettings);
}
