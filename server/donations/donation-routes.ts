/**
 * Donations (issue 15): the donation page (/donate, page type 203) and the contribution call,
 * POST /api/commerce/donations. A placed contribution sets the `order` cookie like checkout,
 * so only the giver's browser opens its confirmation, /order-confirmed/{id} (contribution
 * confirmed, 204), under the language prefix of the page the gift was given on (/fr/…).
 */
import { Hono } from 'hono';
import { PAGE_TYPES, interfaceWords } from '../../domain';
import { testPaymentProvider } from '../commerce/payments/test-provider';
import { DonationBody, donate } from './donate';
import { donationProps } from './props';
import { HttpError } from '../http-error';
import { readJson } from '../http';
import { pageCart } from '../render/page-cart';
import { renderShopPage } from '../render/shop-page';
import { cartToken } from '../commerce/cart-cookies';
import { orderPagePath, rememberOrder } from '../commerce/order-cookie';
import { requestUrl } from '../http/request-url';
import { sendPage } from '../http/send-page';
import { languagePath, ownPageExtras } from '../pages/language-routes';
import { callLanguage } from '../translations/page-language';
import { localizedSite } from '../site-settings/localized-site';
import type { PaymentProvider } from '../commerce/payments/provider';
import type { Database, Sql } from '../db';
import type { Mailer } from '../mail/types';
import type { RenderEnv } from '../render/page-renderer';
import type { AppEnv } from '../types';
import type { DonationPlaced } from '../../domain';

export interface DonationRoutesOptions {
  db?: Sql;
  mailer?: Mailer;
  secret: string;
  payments?: PaymentProvider;
  env(): RenderEnv;
}

/**
 * The donation page, /donate, apart from the contribution call so it can be mounted again
 * under each extra language's prefix (/fr/donate: server/pages/language-routes.ts): its title,
 * its island's words and its links in the page's language.
 */
export function donatePageRoutes(options: Pick<DonationRoutesOptions, 'env'>): Hono<AppEnv> {
  return new Hono<AppEnv>().get('/donate', async (c) => {
    const language = c.get('pageLanguage');
    const site = c.get('site');
    const shown = language ? localizedSite(site, language.language) : site;
    const page = renderShopPage(
      {
        site,
        url: requestUrl(c),
        crumb: c.get('crumb'),
        pageType: PAGE_TYPES.donate,
        template: 'pages/donate.html',
        cart: pageCart({ site, pageType: PAGE_TYPES.donate, cartPresent: Boolean(cartToken(c)) }),
        extra: { donation: donationProps(shown, interfaceWords(shown.website.language)) },
        language,
        // t25last: the site's own language's /donate links /fr/donate… too.
        extras: await ownPageExtras(c, options.env()),
      },
      options.env(),
    );
    if (!page) throw new HttpError(500, 'This page could not be shown.');
    return sendPage(c, page);
  });
}

export function donationRoutes(options: DonationRoutesOptions) {
  const payments = options.payments ?? testPaymentProvider();
  const db = (): Database => {
    if (!options.db || !('transaction' in options.db) || !options.mailer)
      throw new HttpError(503, 'The store is not available right now. Please try again later.');
    return options.db as Database;
  };
  return new Hono<AppEnv>().route('/', donatePageRoutes(options)).post('/api/commerce/donations', async (c) => {
    const body = await readJson(c, DonationBody);
    const idempotencyKey = c.req.header('Idempotency-Key')?.slice(0, 200) || body.idempotencyKey;
    const site = c.get('site');
    // The receipt and the confirmation are in the language of the page the gift was given on.
    const language = await callLanguage(c, options.db);
    const placed = await donate(
      db(),
      site,
      payments,
      options.mailer!,
      { ...body, idempotencyKey },
      c.get('crumb'),
      language,
    );
    rememberOrder(c, options.secret, site.id, placed.id, language?.prefix);
    return c.json<DonationPlaced>({ ...placed, confirmationUrl: languagePath(language, orderPagePath(placed.id)) });
  });
}
