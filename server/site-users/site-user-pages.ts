/**
 * The account pages (issue 11), rendered in the site layout with the site-user island:
 * /account (the signed-in user's account; others are sent to sign in), /account/sign-in,
 * /account/sign-up, /account/forgot-password and /account/reset-password?token=. They belong
 * to one visitor, so they are never cached.
 *
 * @module
 */
import { Hono } from 'hono';
import { interfaceWords, PAGE_TYPES, sameOriginPath } from '../../domain';
import { inPageLanguage, ownPageExtras } from '../pages/language-routes';
import { shopWords } from '../render/shop-words';
import { HttpError } from '../http-error';
import { pageCart } from '../render/page-cart';
import { renderShopPage } from '../render/shop-page';
import { isPasswordResetLive } from './password-resets';
import { readAccountView } from './account-view';
import { xsrfToken } from './xsrf';
import { cartToken } from '../commerce/cart-cookies';
import { requestUrl } from '../http/request-url';
import { sendPage } from '../http/send-page';
import type { Context } from 'hono';
import type { SiteUserProps } from '../../islands';
import type { Sql } from '../db';
import type { RenderEnv } from '../render/page-renderer';
import type { AppEnv } from '../types';

export interface SiteUserPageRoutesOptions {
  db?: Sql;
  secret: string;
  env(): RenderEnv;
}

interface AccountPage {
  heading: string;
  intro?: string;
  island: SiteUserProps;
}

export function siteUserPageRoutes({ db, secret, env }: SiteUserPageRoutesOptions): Hono<AppEnv> {
  const render = async (c: Context<AppEnv>, accountPage: AccountPage) => {
    const site = c.get('site');
    const language = c.get('pageLanguage');
    // In an extra language (/fr/account/…): the island's words, and its links under the prefix.
    const island: SiteUserProps = language
      ? {
          ...accountPage.island,
          ...shopWords(site, language),
          accountPath: inPageLanguage(c, '/account'),
          homePath: inPageLanguage(c, '/'),
        }
      : accountPage.island;
    const pageType = PAGE_TYPES.page;
    const cart = pageCart({ site, pageType, cartPresent: cartToken(c) !== undefined });
    const url = requestUrl(c);
    const page = renderShopPage(
      {
        site,
        url,
        crumb: c.get('crumb'),
        pageType,
        template: 'pages/account.html',
        extra: {
          accountPage: { ...accountPage, island },
          pageTitle: `${accountPage.heading} — ${String(site.website.siteTitle ?? site.id)}`,
        },
        cart,
        language,
        // t25last: the site's own language's account pages link their /fr… versions too.
        extras: await ownPageExtras(c, env()),
      },
      env(),
    );
    if (!page) throw new HttpError(500, 'This page could not be shown.');
    c.header('Cache-Control', 'no-store');
    return sendPage(c, page);
  };
  /** Pages for visitors who are not signed in send a signed-in one to the account. */
  const guestOnly = async (c: Context<AppEnv>, accountPage: AccountPage): Promise<Response> =>
    c.get('siteUser') ? c.redirect(inPageLanguage(c, '/account'), 303) : render(c, accountPage);
  /** The page language's words: the headings the server prints. */
  const wordsOf = (c: Context<AppEnv>) =>
    interfaceWords(c.get('pageLanguage')?.language.locale ?? c.get('site').website.language);

  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const session = c.get('siteUser');
      if (!session || !db) {
        const account = inPageLanguage(c, '/account');
        return c.redirect(`${account}/sign-in?next=${encodeURIComponent(account)}`, 303);
      }
      const account = await readAccountView(
        db,
        c.get('site'),
        session.siteUserId,
        session.email,
        c.get('pageLanguage')?.language,
      );
      return render(c, {
        heading: wordsOf(c).yourAccount,
        island: { mode: 'account', account, xsrfToken: xsrfToken(secret, session.tokenHash) },
      });
    })
    .get('/sign-in', (c) => {
      // Only a path of this site is handed to the island, which checks it again before following it.
      const next = sameOriginPath(c.req.query('next'), c.get('siteOrigin'));
      const island: SiteUserProps = next ? { mode: 'sign-in', next } : { mode: 'sign-in' };
      return guestOnly(c, {
        heading: wordsOf(c).signIn,
        intro: wordsOf(c).signInIntro,
        island,
      });
    })
    .get('/sign-up', (c) =>
      guestOnly(c, {
        heading: wordsOf(c).createAccount,
        intro: wordsOf(c).signUpIntro,
        island: { mode: 'sign-up' },
      }),
    )
    .get('/forgot-password', (c) => guestOnly(c, { heading: wordsOf(c).forgotPassword, island: { mode: 'forgot' } }))
    .get('/reset-password', async (c) => {
      const token = c.req.query('token') ?? '';
      const valid =
        Boolean(db) && /^[\w-]{20,100}$/.test(token) && (await isPasswordResetLive(db as Sql, c.get('site').id, token));
      return render(c, {
        heading: wordsOf(c).chooseNewPassword,
        island: { mode: 'reset', token: valid ? token : '', valid },
      });
    });
}
