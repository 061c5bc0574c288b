/**
 * Which captcha a site shows and who vouches for its tokens: the local challenge for
 * `provider: 'local'`, else the third-party provider behind `remote` (its secret is the
 * server's, from CAPTCHA_SECRET). Forms and restock sign-ups both verify through this before
 * anything is stored.
 */
import { captchaConfig, formCaptcha } from '../../domain';
import type { CaptchaConfig } from '../../domain';
import type { Logger } from '../logger';
import type { CaptchaVerifier } from '../forms/captcha-verifier';
import type { Json, Site } from '../sites/types';
import type { LocalCaptcha } from './local-challenge';

/** The site's captcha, where the fixtures (website) or the spec (websiteSettings) put it. */
export function siteCaptchaConfig(site: Site): CaptchaConfig | undefined {
  return captchaConfig((site.website.captchaSettings ?? site.websiteSettings.captchaSettings) as Json | undefined);
}

/** The captcha a form of the site shows (the site's, unless the form turns it off). */
export function formCaptchaConfig(site: Site, form: Json): CaptchaConfig | undefined {
  return formCaptcha(site.website.captchaSettings ?? site.websiteSettings.captchaSettings, form);
}

export interface SiteCaptcha {
  /** Whether the site's captcha vouches for `token`; false when it cannot be asked. */
  verify(site: Site, token: string, config?: CaptchaConfig): Promise<boolean>;
}

export function siteCaptcha(remote: CaptchaVerifier, local: LocalCaptcha, log: () => Logger): SiteCaptcha {
  return {
    async verify(site, token, config = siteCaptchaConfig(site)) {
      if (!config) return true;
      try {
        return config.provider === 'local'
          ? await local.verify(token, site.id, config.siteKey)
          : await remote.verify(token, config.siteKey);
      } catch (error) {
        log().warn(`[${site.id}] the captcha provider could not be asked: ${(error as Error)?.message ?? error}`);
        return false;
      }
    },
  };
}
