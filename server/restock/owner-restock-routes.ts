/**
 * The owner's restock calls (spec §7): sign-up groups, one group's sign-ups, and sending the
 * notices of one group or of several. The visitors' own sign-up (POST …/restock) is in restock.ts.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { validate } from '../commerce/payload-error';
import { HttpError } from '../http-error';
import { OWNER_MESSAGES } from '../owner/messages';
import { allow, type OwnerDb, type OwnerEnv } from '../owner/credentials';
import { findOwnerProduct } from '../inventory/site-products';
import { restockGroups, restockSignUps } from './restock-groups';
import { sendRestockNotices } from './restock-notices';
import { readJson } from '../http';
import type { Context, MiddlewareHandler } from 'hono';
import type { Mailer } from '../mail/types';
import type { RestockSignUpsPage, SentCount, SignUpGroupsPage } from '../../domain';
import type { RestockTarget } from './restock-notices';

const id = (what: string) =>
  v.pipe(
    v.string(`Give the ${what}.`),
    v.minLength(1, `Give the ${what}.`),
    v.maxLength(200, `The ${what} is too long.`),
    v.check((s) => !s.includes('\0'), `The ${what} is not valid.`),
  );
const Target = v.object({ productId: id('product id'), variantId: id('variant id') });
const SendAll = v.object({
  sendRequests: v.pipe(
    v.array(Target, 'Give a list of sendRequests.'),
    v.minLength(1, 'Give at least one product and variant.'),
    v.maxLength(100, 'Send at most 100 at once.'),
  ),
});
const Cursor = v.optional(v.pipe(v.string(), v.maxLength(2000)));

function targetOf(c: Context<OwnerEnv>, productId: string, variantId: string): RestockTarget {
  const owned = findOwnerProduct(c.get('site'), productId);
  const variant = owned?.variants.find((x) => x.variantId === variantId);
  if (!owned || !variant) throw new HttpError(404, OWNER_MESSAGES.unknownVariant);
  return { owned, variant };
}

/** Mounted at RESTOCK_PATH (restock-routes.ts), beside the visitors' sign-up. */
export function ownerRestockRoutes(db: OwnerDb, auth: MiddlewareHandler<OwnerEnv>, mailer: () => Mailer) {
  return new Hono<OwnerEnv>()
    .get('/groups', auth, allow('restock.read'), async (c) => {
      const { cursor } = validate(v.object({ cursor: Cursor }), c.req.query());
      return c.json<SignUpGroupsPage>(await restockGroups(db(), c.get('site'), cursor));
    })
    .get('/', auth, allow('restock.read'), async (c) => {
      const query = validate(
        v.object({ productId: id('product id'), variantId: id('variant id'), cursor: Cursor }),
        c.req.query(),
      );
      return c.json<RestockSignUpsPage>(
        await restockSignUps(db(), c.get('site').id, query.productId, query.variantId, query.cursor),
      );
    })
    .post('/send', auth, allow('restock.send'), async (c) => {
      const body = await readJson(c, Target);
      const target = targetOf(c, body.productId, body.variantId);
      return c.json<SentCount>({
        sent: await sendRestockNotices(db(), mailer(), c.get('site'), target, c.get('siteOrigin')),
      });
    })
    .post('/send/all', auth, allow('restock.send'), async (c) => {
      const body = await readJson(c, SendAll);
      // Every target is checked before the first mail goes out.
      const targets = body.sendRequests.map((r) => targetOf(c, r.productId, r.variantId));
      let sent = 0;
      for (const target of targets)
        sent += await sendRestockNotices(db(), mailer(), c.get('site'), target, c.get('siteOrigin'));
      return c.json<SentCount>({ sent });
    });
}
