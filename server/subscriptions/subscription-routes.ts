/**
 * A site user's subscriptions (issue 15): the list on their account page and the cancel call.
 * Like every account call, both need the site-user session and its XSRF token; a
 * subscription of another account (or another site) answers 404 as an unknown one does.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { HttpError } from '../http-error';
import { SITE_USER_MESSAGES } from '../site-users/messages';
import { XSRF_HEADER, isXsrfToken } from '../site-users/xsrf';
import { SUBSCRIPTION_MESSAGES } from './start-subscription';
import { findSubscription } from './records';
import { cancelSubscription } from './end-subscription';
import { accountSubscriptionsIn, readAccountSubscriptions } from './account-subscriptions';
import { subscriptionCancelledMail } from './mails';
import { callLanguage } from '../translations/page-language';
import { validate } from '../commerce/payload-error';
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
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      c.header('Cache-Control', 'no-store');
      const session = signedIn(c);
      if (session instanceof Response) return session;
      // As the account page that called says it (its language: words, product names, dates).
      const language = await callLanguage(c, db());
      return c.json<AccountSubscriptions>({
        subscriptions: await readAccountSubscriptions(db(), c.get('site'), session.siteUserId, language),
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
      return c.json<SubscriptionCancelled>({ subscription: accountSubscriptionsIn(site, language)(cancelled) });
    });
}
