/** `GET /api/owner/outbox`: every email the site sent (or, without SMTP, would have), newest first. */
import { Hono } from 'hono';
import * as v from 'valibot';
import { validate } from '../commerce/payload-error';
import { allow, type OwnerEnv } from '../owner/credentials';
import type { MiddlewareHandler } from 'hono';
import type { Mailer } from './types';
import type { OutboxPage } from '../../domain';

const PageQuery = v.object({
  cursor: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,18}$/, 'The page cursor is not valid. Start again from the first page.')),
  ),
});

export function ownerOutboxRoutes(mailer: () => Mailer, auth: MiddlewareHandler<OwnerEnv>) {
  return new Hono<OwnerEnv>().get('/', auth, allow('outbox.read'), async (c) => {
    const { cursor } = validate(PageQuery, c.req.query());
    return c.json<OutboxPage>(await mailer().outbox(c.get('site').id, { cursor, limit: 20 }));
  });
}
