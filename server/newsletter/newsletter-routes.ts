/**
 * The newsletter unsubscribe page (page type 300, issue 15). `GET /newsletter/unsubscribe?token=`
 * unsubscribes the reader the signed token names with that one click and says so, offering to
 * sign up again. `POST` with the token is the mail client's one-click unsubscribe (RFC 8058
 * `List-Unsubscribe=One-Click`, sent without cookies, so the app lets it through without the
 * crumb: the token is the proof) or, with `action=resubscribe`, the page's "Subscribe again".
 * A token that is not this site's signature is the not-found page: nobody can unsubscribe an
 * address whose link they were not mailed. The page answers under each extra language's prefix
 * too (/fr/newsletter/unsubscribe: server/app.ts mounts it again through inEachLanguage), in
 * that language's words: the link a reader who signed up on /fr is mailed leads there.
 *
 * @module
 */
import { Hono } from 'hono';
import { fillWords, interfaceWords, PAGE_TYPES, SITE_LANGUAGES, type InterfaceWords } from '../../domain';
import { languageAtPath } from '../site-settings/languages';
import { localizedSite } from '../site-settings/localized-site';
import { inPageLanguage, ownPageExtras } from '../pages/language-routes';
import { HttpError } from '../http-error';
import { readForm } from '../http';
import { readUnsubscribeToken, UNSUBSCRIBE_PATH } from './unsubscribe-link';
import { resubscribe, subscriberById, unsubscribe } from './subscribers';
import { pageCart } from '../render/page-cart';
import { renderShopPage } from '../render/shop-page';
import { cartToken } from '../commerce/cart-cookies';
import { requestUrl } from '../http/request-url';
import { sendPage } from '../http/send-page';
import type { Context } from 'hono';
import type { Sql } from '../db';
import type { RenderEnv } from '../render/page-renderer';
import type { AppEnv } from '../types';

export interface NewsletterRoutesOptions {
  db?: Sql;
  secret: string;
  env(): RenderEnv;
}

export const INVALID_UNSUBSCRIBE_LINK =
  'This unsubscribe link is not valid. Please use the link in your newsletter email.';

export function newsletterRoutes({ db, secret, env }: NewsletterRoutesOptions): Hono<AppEnv> {
  const reader = async (c: Context<AppEnv>, token: unknown) => {
    const id = readUnsubscribeToken(secret, c.get('site').id, token);
    const subscriber = id && db ? await subscriberById(db, c.get('site').id, id) : undefined;
    if (!subscriber) throw new HttpError(404, INVALID_UNSUBSCRIBE_LINK);
    return { subscriber, token: String(token) };
  };

  const render = async (c: Context<AppEnv>, email: string, token: string, subscribed: boolean) => {
    const site = c.get('site');
    const language = c.get('pageLanguage');
    // The page is in every language (/fr/newsletter/unsubscribe): the site's own one's switcher links them too.
    const extras = await ownPageExtras(c, env());
    const shown = localizedSite(site, language?.language);
    const words = interfaceWords(shown.website.language);
    const pageType = PAGE_TYPES.newsletterUnsubscribe;
    const page = renderShopPage(
      {
        site,
        url: requestUrl(c),
        crumb: c.get('crumb'),
        pageType,
        template: 'pages/newsletter-unsubscribe.html',
        extra: {
          unsubscribe: {
            email,
            token,
            subscribed,
            // The page's own path, so "Subscribe again" stays in the page's language (/fr/newsletter/unsubscribe).
            action: inPageLanguage(c, UNSUBSCRIBE_PATH),
            sentence: sentenceAround(words, String(shown.website.siteTitle ?? site.id), subscribed),
          },
          pageTitle: `${words.newsletterPageTitle} — ${String(shown.website.siteTitle ?? site.id)}`,
        },
        cart: pageCart({ site, pageType, cartPresent: cartToken(c) !== undefined }),
        language,
        extras,
      },
      env(),
    );
    if (!page) throw new HttpError(500, 'This page could not be shown.');
    c.header('Cache-Control', 'no-store');
    c.header('Referrer-Policy', 'no-referrer');
    return sendPage(c, page);
  };

  return new Hono<AppEnv>()
    .get(UNSUBSCRIBE_PATH, async (c) => {
      const { subscriber, token } = await reader(c, c.req.query('token'));
      await unsubscribe(db!, c.get('site').id, subscriber.id);
      return render(c, subscriber.email, token, false);
    })
    .post(UNSUBSCRIBE_PATH, async (c) => {
      const form = /^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(
        c.req.header('Content-Type') ?? '',
      )
        ? await readForm(c)
        : undefined;
      const { subscriber, token } = await reader(c, c.req.query('token') ?? form?.get('token'));
      const site = c.get('site');
      if (form?.get('action') === 'resubscribe') {
        await resubscribe(db!, site.id, subscriber.id);
        return render(c, subscriber.email, token, true);
      }
      await unsubscribe(db!, site.id, subscriber.id);
      if (form?.get('List-Unsubscribe') === 'One-Click' || !form) return c.json({ unsubscribed: true });
      return render(c, subscriber.email, token, false);
    });
}

/**
 * The page's sentence in `words` around the reader's address, which the template prints in bold:
 * the text before it and after it (the site's name filled in), each escaped by the template.
 */
function sentenceAround(words: InterfaceWords, site: string, subscribed: boolean): { before: string; after: string } {
  const sentence = fillWords(subscribed ? words.newsletterResubscribedText : words.newsletterUnsubscribedText, {
    site,
  });
  const at = sentence.indexOf('{email}');
  return at < 0 ? { before: sentence, after: '' } : { before: sentence.slice(0, at), after: sentence.slice(at + 7) };
}

/**
 * The one-click POST carries no crumb (mail clients send no cookies): see the module comment.
 * The link of a reader who signed up on a language's page is under its prefix (/fr/newsletter/unsubscribe).
 */
export const isNewsletterOneClick = (path: string): boolean =>
  path === UNSUBSCRIBE_PATH || languageAtPath(SITE_LANGUAGES, path)?.rest === UNSUBSCRIBE_PATH;
