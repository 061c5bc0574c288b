/**
 * POST of a lock screen's password form (it posts to the locked page itself). The right
 * password sets the unlock cookie and redirects back to the page; a wrong one shows the lock
 * screen again with an error. After a few wrong ones the visitor must wait (429) before the
 * next is even checked.
 */
import { Hono } from 'hono';
import { HttpError } from '../http-error';
import { readForm } from '../http';
import { setUnlockCookie } from './unlock-cookie';
import { verifyPassword } from './password';
import { GuessLimit } from '../middleware/guess-limit';
import { RATE_LIMITED } from '../middleware/rate-limit';
import { PAGE_TYPES as PAGE_TYPE } from '../../domain';
import { resolvePath } from '../pages/resolve-path';
import { cartSummary } from '../render/cart-summary';
import { renderPage } from '../render/page-renderer';
import { requestUrl } from '../http/request-url';
import { sendPage } from '../http/send-page';
import { pathWithoutLanguage } from '../site-settings/languages';
import type { RenderEnv } from '../render/page-renderer';
import type { AppEnv } from '../types';

export const WRONG_PASSWORD = 'That password is not correct. Please try again.';

export interface UnlockRoutesOptions {
  secret: string;
  env(): RenderEnv;
}

export function unlockRoutes({ secret, env }: UnlockRoutesOptions): Hono<AppEnv> {
  // Passwords are few and typed by people: wrong ones are limited so they cannot be tried in bulk.
  const guesses = new GuessLimit({ name: 'lock-screen' });
  return new Hono<AppEnv>().post('*', async (c) => {
    const site = c.get('site');
    const url = requestUrl(c);
    const signedIn = c.get('siteUser') !== undefined;
    const lockAt = (path: string) => {
      const match = resolvePath({ site, path, query: url.searchParams, isUnlocked: () => false, signedIn });
      return match.kind === 'page' && match.pageType === PAGE_TYPE.lockScreen ? match : undefined;
    };
    // A lock screen shown in an extra language (/fr/wholesale) unlocks the same collection.
    const collection = (lockAt(url.pathname) ?? lockAt(pathWithoutLanguage(url.pathname)))?.collection;
    if (!collection?.password) throw new HttpError(405, 'This page does not accept posted forms.');
    const wait = await guesses.wait(c);
    if (wait === 0) {
      const password = (await readForm(c)).get('password') ?? '';
      if (password && (await verifyPassword(password, collection.password.hash))) {
        await setUnlockCookie(c, secret, collection);
        return c.redirect(url.pathname + url.search, 303);
      }
      await guesses.wrong(c);
    } else {
      c.header('Retry-After', String(wait));
    }
    const lockError = wait === 0 ? WRONG_PASSWORD : RATE_LIMITED;
    const page = await renderPage(
      {
        site,
        url,
        crumb: c.get('crumb'),
        cart: cartSummary(site, 0, 0),
        isUnlocked: () => false,
        signedIn: c.get('siteUser') !== undefined,
        lockError,
      },
      env(),
    );
    return sendPage(c, wait === 0 ? page : { ...page, status: 429 });
  });
}
