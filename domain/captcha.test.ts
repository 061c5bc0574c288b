import { describe, expect, it } from 'vitest';
import { CAPTCHA_COMPACT_BELOW_PX, CAPTCHA_THEME, captchaConfig, captchaSize, formCaptcha } from './captcha';

describe('captcha (spec §9 widget constants, §3 site key)', () => {
  it('is compact under 320px wide, else normal, theme light', () => {
    expect([CAPTCHA_COMPACT_BELOW_PX, CAPTCHA_THEME]).toEqual([320, 'light']);
    expect([captchaSize(0), captchaSize(319.5), captchaSize(320), captchaSize(1280)]).toEqual([
      'compact',
      'compact',
      'normal',
      'normal',
    ]);
  });

  it('reads the site key and provider; a bare key is reCAPTCHA, no key no captcha', () => {
    expect(captchaConfig({ siteKey: ' k ' })).toEqual({ provider: 'recaptcha', siteKey: 'k' });
    expect(captchaConfig({ siteKey: 'k', provider: 'local' })).toEqual({ provider: 'local', siteKey: 'k' });
    expect(captchaConfig({ siteKey: 'k', provider: 'hcaptcha' })).toEqual({ provider: 'hcaptcha', siteKey: 'k' });
    expect(captchaConfig({ siteKey: 'k', provider: '__proto__' })).toEqual({ provider: 'recaptcha', siteKey: 'k' });
    for (const settings of [undefined, null, 'k', {}, { siteKey: '' }, { siteKey: '  ' }, { siteKey: 3 }, []])
      expect(captchaConfig(settings)).toBeUndefined();
  });

  it("shows the site's captcha on a form unless the form turns its own off", () => {
    const site = { siteKey: 'k', provider: 'local' };
    expect(formCaptcha(site, {})).toEqual({ provider: 'local', siteKey: 'k' });
    expect(formCaptcha(site, { captchaSettings: { enabled: true } })).toEqual({ provider: 'local', siteKey: 'k' });
    expect(formCaptcha(site, { captchaSettings: { enabled: false } })).toBeUndefined();
    expect(formCaptcha({ siteKey: '' }, { captchaSettings: { enabled: true } })).toBeUndefined();
  });
});
