/**
 * The subscriptions panel's calls (README "Owner API"): the list and one subscription need
 * orders.read, cancelling needs orders.fulfil, the roles that manage orders (a subscription is
 * paid by orders). Another site's subscription, or an id that is none, answers 404.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { validate } from '../commerce/payload-error';
import { readJson, safeString } from '../http';
import { HttpError } from '../http-error';
import { OWNER_MESSAGES } from '../owner/messages';
import { allow, type OwnerDb, type OwnerEnv } from '../owner/credentials';
import { ownerCancelSubscription } from './end-subscription';
import { describeSubscription, listOwnerSubscriptions } from './owner-subscriptions';
import { SUBSCRIPTION_MESSAGES } from './start-subscription';
import { findSubscription } from './records';
import type { Context, MiddlewareHandler } from 'hono';
import type { Mailer } from '../mail/types';
import {
  SUBSCRIPTION_CANCEL_WHEN,
  SUBSCRIPTION_STATUSES,
  type SubscriptionCancelledByOwner,
  type SubscriptionDetail,
  type SubscriptionsPage,
} from '../../domain';

const ListQuery = v.object({
  status: v.optional(
    v.picklist(SUBSCRIPTION_STATUSES, `The status must be one of ${SUBSCRIPTION_STATUSES.join(', ')}.`),
  ),
  q: v.optional(v.pipe(safeString('Search text is not valid.'), v.maxLength(254, 'Search text is too long.'))),
  cursor: v.optional(v.pipe(v.string(), v.maxLength(2000))),
});

const CancelBody = v.object({
  when: v.picklist(SUBSCRIPTION_CANCEL_WHEN, `Say when: one of ${SUBSCRIPTION_CANCEL_WHEN.join(', ')}.`),
});

/** Subscription ids are UUIDs (records.ts); anything else is no subscription of the site. */
const idOf = (c: Context) => {
  const id = c.req.param('id') ?? '';
  return /^[0-9a-f-]{36}$/i.test(id) ? id : undefined;
};

export function ownerSubscriptionRoutes(db: OwnerDb, auth: MiddlewareHandler<OwnerEnv>, mailer: () => Mailer) {
  const unknown = () => new HttpError(404, OWNER_MESSAGES.unknownSubscription);
  return new Hono<OwnerEnv>()
    .get('/', auth, allow('orders.read'), async (c) =>
      c.json<SubscriptionsPage>(await listOwnerSubscriptions(db(), c.get('site'), validate(ListQuery, c.req.query()))),
    )
    .get('/:id', auth, allow('orders.read'), async (c) => {
      const id = idOf(c);
      const subscription = id && (await describeSubscription(db(), c.get('site'), id));
      if (!subscription) throw unknown();
      return c.json<SubscriptionDetail>(subscription);
    })
    .post('/:id/cancel', auth, allow('orders.fulfil'), async (c) => {
      const id = idOf(c);
      const { when } = await readJson(c, CancelBody);
      const site = c.get('site');
      if (!id) throw unknown();
      const owner = c.get('owner');
      const by = owner.via === 'apiKey' ? 'API key' : (owner.email ?? '');
      const cancelled = await ownerCancelSubscription({ db: db(), mailer: mailer() }, site, id, when, by);
      if (!cancelled) {
        if (await findSubscription(db(), site.id, id)) throw new HttpError(409, SUBSCRIPTION_MESSAGES.notActive);
        throw unknown();
      }
      const subscription = (await describeSubscription(db(), site, id))!;
      return c.json<SubscriptionCancelledByOwner>({ subscription, notified: cancelled.notified });
    });
}
