/**
 * The owner's refund and cancel calls (README "Owner API"), mounted beside the other order
 * calls with their auth: orders.fulfil, the crumb checked app-wide for cookie callers, bodies
 * checked here (a bad amount is a 400 naming `amountCents`).
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { readJson, safeString, wholeNumber, COLUMN_MAX } from '../http';
import { HttpError } from '../http-error';
import { allow, type OwnerDb, type OwnerEnv } from '../owner/credentials';
import { OWNER_MESSAGES } from '../owner/messages';
import { changeOrder, type ChangeInput } from './change-order';
import { describeOrder } from './describe-order';
import { ORDER_CHANGE_MESSAGES as MESSAGES } from './order-change-messages';
import type { Context, MiddlewareHandler } from 'hono';
import type { PaymentProvider } from '../commerce/payments/provider';
import type { Mailer } from '../mail';
import type { ChangedOrder } from '../../domain';

const common = {
  returnStock: v.optional(v.boolean(MESSAGES.returnStock), false),
  reason: v.optional(v.pipe(safeString(MESSAGES.reason), v.trim(), v.maxLength(500, MESSAGES.reason)), ''),
  key: v.pipe(safeString(MESSAGES.key), v.minLength(1, MESSAGES.key), v.maxLength(100, MESSAGES.key)),
};
const RefundBody = v.object({
  amountCents: wholeNumber(MESSAGES.amount, { min: 1, max: COLUMN_MAX.integer }),
  ...common,
});
const CancelBody = v.object(common);

const orderNumberOf = (text: string) => (/^\d{1,9}$/.test(text) ? Number(text) : undefined);

export function orderChangeRoutes(
  db: OwnerDb,
  auth: MiddlewareHandler<OwnerEnv>,
  mailer: () => Mailer,
  payments: PaymentProvider,
) {
  const answer = async (c: Context<OwnerEnv>, input: Omit<ChangeInput, 'by'>) => {
    const number = orderNumberOf(c.req.param('orderNumber') ?? '');
    const owner = c.get('owner');
    const site = c.get('site');
    const deps = { db: db(), payments, mailer: mailer(), origin: c.get('siteOrigin') };
    const by = owner.via === 'apiKey' ? 'API key' : (owner.email ?? '');
    const result = number === undefined ? undefined : await changeOrder(deps, site, number, { ...input, by });
    if (!result) throw new HttpError(404, OWNER_MESSAGES.unknownOrder);
    const order = await describeOrder(db(), site, number!);
    return c.json<ChangedOrder>({
      order: order!,
      change: result.change,
      applied: result.applied,
      notified: result.notified,
    });
  };
  return new Hono<OwnerEnv>()
    .post('/:orderNumber/refund', auth, allow('orders.fulfil'), async (c) =>
      answer(c, { kind: 'refund', ...(await readJson(c, RefundBody)) }),
    )
    .post('/:orderNumber/cancel', auth, allow('orders.fulfil'), async (c) =>
      answer(c, { kind: 'cancel', ...(await readJson(c, CancelBody)) }),
    );
}
