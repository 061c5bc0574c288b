/**
 * Captcha checks for form submissions. The provider is outside this server, so it sits behind
 * this interface: the HTTP verifier asks the provider's verify endpoint, and tests use
 * `testCaptchaVerifier`.
 */
export interface CaptchaVerifier {
  /** Whether the provider vouches for `token`, issued to a widget showing `siteKey`. */
  verify(token: string, siteKey: string): Promise<boolean>;
}

/** Accepts exactly the tokens it was given (default: 'test-captcha-pass'). */
export function testCaptchaVerifier(valid: string[] = ['test-captcha-pass']): CaptchaVerifier {
  return { verify: async (token) => valid.includes(token) };
}

export interface SiteVerifyOptions {
  /** The provider's verify URL (a reCAPTCHA-style `siteverify` endpoint). */
  url: string;
  secret: string;
  fetch?: typeof fetch;
}

/** The provider's verify call: POST secret and response, answered with `{ success }`. */
export function siteVerifyCaptcha({ url, secret, fetch: send = fetch }: SiteVerifyOptions): CaptchaVerifier {
  return {
    async verify(token) {
      const answer = await send(url, {
        method: 'POST',
        body: new URLSearchParams({ secret, response: token }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!answer.ok) return false;
      return ((await answer.json()) as { success?: unknown }).success === true;
    },
  };
}

/** Without a configured provider no captcha can be vouched for, so captcha sites refuse. */
export function captchaFromEnv(env: NodeJS.ProcessEnv = process.env): CaptchaVerifier {
  const { CAPTCHA_VERIFY_URL: url, CAPTCHA_SECRET: secret } = env;
  return url && secret ? siteVerifyCaptcha({ url, secret }) : { verify: async () => false };
}
