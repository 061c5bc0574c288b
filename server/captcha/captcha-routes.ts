/**
 * The local captcha's calls, for the widget (islands/captcha): a new challenge, and whether an
 * answer is right before the form is sent. Sites without a local captcha answer 404.
 *
 *   GET  /api/captcha/local/challenge  → { challenge, question }
 *   POST /api/captcha/local/check      { token } → { solved }
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { readJsonBody, safeString } from '../http';
import { siteCaptchaConfig } from './site-captcha';
import type { AppEnv } from '../types';
import type { LocalCaptcha } from './local-challenge';
import type { LocalChallenge, LocalChallengeChecked } from '../../domain';

const CheckBody = v.object({ token: v.pipe(safeString(), v.minLength(1), v.maxLength(300)) });
export const LOCAL_CAPTCHA_ROUTE_MESSAGES = Object.freeze({
  notLocal: 'This site has no local captcha.',
  token: 'token must be the text of a solved challenge.',
});

export function localCaptchaRoutes(local: LocalCaptcha) {
  return new Hono<AppEnv>()
    .get('/api/captcha/local/challenge', (c) => {
      c.header('Cache-Control', 'no-store');
      const config = siteCaptchaConfig(c.get('site'));
      if (config?.provider !== 'local') return c.json({ error: LOCAL_CAPTCHA_ROUTE_MESSAGES.notLocal }, 404);
      return c.json<LocalChallenge>(local.issue(c.get('site').id, config.siteKey));
    })
    .post('/api/captcha/local/check', async (c) => {
      c.header('Cache-Control', 'no-store');
      const site = c.get('site');
      const config = siteCaptchaConfig(site);
      if (config?.provider !== 'local') return c.json({ error: LOCAL_CAPTCHA_ROUTE_MESSAGES.notLocal }, 404);
      const parsed = v.safeParse(CheckBody, await readJsonBody(c).catch(() => undefined));
      if (!parsed.success) return c.json({ error: LOCAL_CAPTCHA_ROUTE_MESSAGES.token }, 400);
      return c.json<LocalChallengeChecked>({ solved: await local.check(parsed.output.token, site.id, config.siteKey) });
    });
}
