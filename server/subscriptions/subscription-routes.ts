/**
 * A site user's subscriptions (issue 15): the list on their account page and the cancel call.
 * Like every account call, both need the site-user session and its XSRF token; a
 * subscription of another account (or another site) answers 404 as an unknown one does.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { storeSettings } from '../commerce/store-settings';
import { HttpError } from '../http-error';
import { SITE_USER_MESSAGES } from '../site-users/messages';
import { XSRF_HEADER, isXsrfToken } from '../site-users/xsrf';
import { SUBSCRIPTION_MESSAGES } from './start-subscription';
import { findSubscription } from './records';
import { cancelSubscription } from './end-subscription';
import { accountSubscription, readAccountSubscriptions } from './account-subscriptions';
import { subscriptionCancelledMail } from './mails';
import { callLanguage } from '../translations/page-language';
import { localizedSite } from '../site-settings/localized-site';
import { validate } from '../commerce/payload-error';
import { siteTimeZone } from '../tracking/analytics-range';
import type { Context } from 'hono';
import type { Database, Sql } from '../db';
import type { Mailer } from '../mail/types';
import type { AppEnv } from '../types';
import type { AccountSubscriptions, SubscriptionCancelled } from '../../domain';

export interface SubscriptionRoutesOptions {
  db?: Sql;
  mailer?: Mailer;
  secret: string;
}

const IdParam = v.object({
  id: v.pipe(v.string(), v.regex(/^[0-9a-f-]{36}$/i, 'This subscription was not found in your account.')),
});

export function subscriptionRoutes(options: SubscriptionRoutesOptions) {
  const db = (): Database => {
    if (!options.db || !('transaction' in options.db) || !options.mailer)
      throw new HttpError(503, SITE_USER_MESSAGES.noStore);
    return options.db as Database;
  };
  const signedIn = (c: Context<AppEnv>) => {
    const session = c.get('siteUser');
    if (!session) return c.json({ error: SITE_USER_MESSAGES.notSignedIn }, 401);
    if (!isXsrfToken(options.secret, session.tokenHash, c.req.header(XSRF_HEADER)))
      return c.json({ error: SITE_USER_MESSAGES.crumbFail, crumbFail: true }, 403);
    return session;
  };
  // The site as the account page that called shows it (its language's words and price wording).
  const shownSite = async (c: Context<AppEnv>, database: Sql) => {
    const language = await callLanguage(c, database);
    return localizedSite(c.get('site'), language);
  };
  const where = (c: Context<AppEnv>) => {
    const site = c.get('site');
    return { locale: storeSettings(site).locale, timeZone: siteTimeZone(site) };
  };

  return new Hono<AppEnv>()
    .get('/', async (c) => {
      c.header('Cache-Control', 'no-store');
      const session = signedIn(c);
      if (session instanceof Response) return session;
      const { locale, timeZone } = where(c);
      const shown = await shownSite(c, db());
      return c.json<AccountSubscriptions>({
        subscriptions: await readAccountSubscriptions(db(), shown.id, session.siteUserId, locale, timeZone, shown),
      });
    })
    .post('/:id/cancel', async (c) => {
      c.header('Cache-Control', 'no-store');
      const session = signedIn(c);
      if (session instanceof Response) return session;
      const { id } = validate(IdParam, { id: c.req.param('id') });
      const site = c.get('site');
      const database = db();
      // The notice is said in the language of the account page the buyer cancelled from.
      const language = await callLanguage(c, database);
      const cancelled = await database.transaction(async (tx) => {
        // As a store's "at the end of the paid period": no more charges, access until paid_through.
        const row = await cancelSubscription(tx, site.id, id, 'periodEnd', { siteUserId: session.siteUserId });
        if (row) await options.mailer!.send(site.id, subscriptionCancelledMail(site, row, language), tx);
        return row;
      });
      if (!cancelled) {
        const existing = await findSubscription(database, site.id, id);
        if (existing && existing.siteUserId === session.siteUserId)
          throw new HttpError(409, SUBSCRIPTION_MESSAGES.notActive);
        throw new HttpError(404, SUBSCRIPTION_MESSAGES.notFound);
      }
      await options.mailer!.deliverPending(site.id);
      const { locale, timeZone } = where(c);
      const shown = localizedSite(site, language);
      return c.json<SubscriptionCancelled>({ subscription: accountSubscription(cancelled, locale, timeZone, shown) });
    });
}
