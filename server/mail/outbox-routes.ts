/** `GET /api/owner/outbox`: every email the site sent (or, without SMTP, would have), newest first. */
import { Hono } from 'hono';
import * as v from 'valibot';
import { validate } from '../commerce/payload-error';
import { allow, type OwnerEnv } from '../owner/credentials';
import { outboxMailWithCodeEndings } from './gift-card-code-endings';
import type { MiddlewareHandler } from 'hono';
import type { Mailer } from './types';
import { seesWholeGiftCardCodes, type OutboxPage } from '../../domain';

const PageQuery = v.object({
  cursor: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,18}$/, 'The page cursor is not valid. Start again from the first page.')),
  ),
});

export function ownerOutboxRoutes(mailer: () => Mailer, auth: MiddlewareHandler<OwnerEnv>) {
  return new Hono<OwnerEnv>().get('/', auth, allow('outbox.read'), async (c) => {
    const { cursor } = validate(PageQuery, c.req.query());
    const page = await mailer().outbox(c.get('site').id, { cursor, limit: 20 });
    // A gift card code spends its balance; the other roles read mail to learn what customers were
    // told, which a code's ending tells as well.
    if (seesWholeGiftCardCodes(c.get('owner').role)) return c.json<OutboxPage>(page);
    return c.json<OutboxPage>({ ...page, mails: page.mails.map(outboxMailWithCodeEndings) });
  });
}
