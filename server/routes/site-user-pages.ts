/**
 * The account pages (issue 11), rendered in the site layout with the site-user island:
 * /account (the signed-in user's account; others are sent to sign in), /account/sign-in,
 * /account/sign-up, /account/forgot-password and /account/reset-password?token=. They belong
 * to one visitor, so they are never cached.
 *
 * @module
 */
import { Hono } from 'hono';
import { PAGE_TYPES, sameOriginPath } from '../../domain';
import { HttpError } from '../http-error';
import { pageCart } from '../render/page-cart';
import { renderShopPage } from '../render/shop-page';
import { isPasswordResetLive, readAccountView, xsrfToken } from '../site-users';
import { cartToken } from './commerce/cart-cookies';
import { requestUrl } from './request-url';
import { sendPage } from './send-page';
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
  const render = (c: Context<AppEnv>, accountPage: AccountPage) => {
    const site = c.get('site');
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
          accountPage: { ...accountPage },
          pageTitle: `${accountPage.heading} — ${String(site.website.siteTitle ?? site.id)}`,
        },
        cart,
      },
      env(),
    );
    if (!page) throw new HttpError(500, 'This page could not be shown.');
    c.header('Cache-Control', 'no-store');
    return sendPage(c, page);
  };
  /** Pages for visitors who are not signed in send a signed-in one to the account. */
  const guestOnly = (c: Context<AppEnv>, accountPage: AccountPage) =>
    c.get('siteUser') ? c.redirect('/account', 303) : render(c, accountPage);

  return new Hono<AppEnv>()
    .get('/account', async (c) => {
      const session = c.get('siteUser');
      if (!session || !db) return c.redirect('/account/sign-in?next=%2Faccount', 303);
      const account = await readAccountView(db, c.get('site'), session.siteUserId, session.email);
      return render(c, {
        heading: 'Your account',
        island: { mode: 'account', account, xsrfToken: xsrfToken(secret, session.tokenHash) },
      });
    })
    .get('/account/sign-in', (c) => {
      // Only a path of this site is handed to the island, which checks it again before following it.
      const next = sameOriginPath(c.req.query('next'), c.get('siteOrigin'));
      const island: SiteUserProps = next ? { mode: 'sign-in', next } : { mode: 'sign-in' };
      return guestOnly(c, {
        heading: 'Sign in',
        intro: 'Sign in to see your orders, keep your cart on every device and open the members’ pages.',
        island,
      });
    })
    .get('/account/sign-up', (c) =>
      guestOnly(c, {
        heading: 'Create an account',
        intro: 'An account keeps your cart and orders together and opens the members’ pages.',
        island: { mode: 'sign-up' },
      }),
    )
    .get('/account/forgot-password', (c) =>
      guestOnly(c, { heading: 'Forgot your password?', island: { mode: 'forgot' } }),
    )
    .get('/account/reset-password', async (c) => {
      const token = c.req.query('token') ?? '';
      const valid =
        Boolean(db) && /^[\w-]{20,100}$/.test(token) && (await isPasswordResetLive(db as Sql, c.get('site').id, token));
      return render(c, {
        heading: 'Choose a new password',
        island: { mode: 'reset', token: valid ? token : '', valid },
      });
    });
}
