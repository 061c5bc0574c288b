/**
 * Refunds and cancellations of an order by its owner, in three steps so the payment provider is
 * never asked while a transaction holds the order's row lock (a slow provider would hold a
 * connection and every other change of the order, and a transaction ended by its timeout after
 * the provider refunded would lose the record of money given back):
 *
 * 1. Under the order's row lock: check what is left, then record the change 'pending' and hold
 *    its amount on the order (with a cancellation's and a stock return's marks), so concurrent
 *    changes take turns and together never give back more than was charged.
 * 2. Without a transaction: ask the provider, with the change's id as its idempotency key.
 * 3. Under the lock again: make the change 'done' (put the stock back, write the buyer's mail,
 *    and, for a cancellation or a refund of everything charged, end the subscription the order
 *    started: server/subscriptions/end-subscription.ts), or, when the provider refused, remove
 *    it and give back what it held.
 *
 * Steps 3's moves are guarded by the change's state, so a change driven twice finishes once. A
 * change left pending by a process that stopped after step 1 is driven again by the next change
 * of the order and by the background sweep (stale-change-sweeper.ts), whichever comes first (the
 * provider's idempotency key keeps it to one refund). The owner app sends a fresh key per
 * click; a request whose key is already on the order (a double click, a retry after a lost
 * answer) is answered with that change, after waiting for it while it is pending.
 */
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { formatCents } from '../../domain';
import { storeSettings } from '../commerce/store-settings';
import { PayloadError } from '../http';
import { HttpError } from '../http-error';
import { changeOf, type ChangeRow } from './order-history';
import { ORDER_CHANGE_MESSAGES as MESSAGES } from './order-change-messages';
import { writeChangeNotice } from './order-change-notice';
import { returnOrderStock } from './return-stock';
import { endOrderSubscriptions } from '../subscriptions/end-subscription';
import type { PaymentProvider } from '../commerce/payments/provider';
import type { Database, Sql } from '../db';
import type { Mailer } from '../mail';
import type { Site } from '../sites/types';
import type { OrderChange } from '../../domain';

export interface ChangeDeps {
  db: Database;
  payments: PaymentProvider;
  mailer: Mailer;
  /** The site's public origin, for the store link in the buyer's mail. */
  origin: string;
}

export interface ChangeInput {
  kind: 'refund' | 'cancel';
  /** Refunds: the amount; a cancellation refunds whatever is left. */
  amountCents?: number;
  returnStock: boolean;
  reason: string;
  key: string;
  /** Who asked: the owner's email, or 'API key'. */
  by: string;
}

export interface ChangeResult {
  orderId: string;
  change: OrderChange;
  applied: boolean;
  notified: boolean;
}

type LockedOrder = {
  id: string;
  currency: string;
  charged_cents: number;
  refunded_cents: number;
  payment_id: string | null;
  shipped_at: unknown;
  cancelled_at: unknown;
  stock_returned_at: unknown;
};

type PendingRow = ChangeRow & { order_id: string; state: 'pending' | 'done'; reserved_stock: boolean };

/** A pending change older than this was left by a process that stopped; younger ones are in flight. */
const STALE_PENDING_MS = 30_000;
/** How long a repeated request waits for its pending change before answering with it as it stands. */
const REPEAT_WAIT_MS = 15_000;

/** Undefined when the site has no order of that number. */
export async function changeOrder(
  deps: ChangeDeps,
  site: Site,
  orderNumber: number,
  input: ChangeInput,
): Promise<ChangeResult | undefined> {
  await finishStalePending(deps, site, orderNumber);
  type Started = { order: LockedOrder; earlier: PendingRow } | { order: LockedOrder; pending: PendingRow };
  const started = await deps.db.transaction(async (tx): Promise<Started | undefined> => {
    const [order] = await tx.query<LockedOrder>(
      `select id, currency, charged_cents, refunded_cents, payment_id, shipped_at, cancelled_at, stock_returned_at
       from orders where website_id = $1 and order_number = $2 for update`,
      [site.id, orderNumber],
    );
    if (!order) return undefined;
    const [earlier] = await tx.query<PendingRow>(
      'select * from order_changes where website_id = $1 and order_id = $2 and request_key = $3',
      [site.id, order.id, input.key],
    );
    if (earlier) return { order, earlier };

    const amountCents = amountOf(order, input, storeSettings(site).locale);
    if (input.returnStock && order.stock_returned_at) throw new PayloadError({ returnStock: MESSAGES.stockReturned });
    if (amountCents > 0 && !order.payment_id) throw new HttpError(409, MESSAGES.refundFailed);
    await tx.query(
      `update orders set refunded_cents = refunded_cents + $3,
         cancelled_at = case when $4 then now() else cancelled_at end,
         stock_returned_at = case when $5 then now() else stock_returned_at end
       where website_id = $1 and id = $2`,
      [site.id, order.id, amountCents, input.kind === 'cancel', input.returnStock],
    );
    const [row] = await tx.query<PendingRow>(
      `insert into order_changes (website_id, id, order_id, kind, amount_cents, stock_returned, reason, by_email,
         request_key, state, reserved_stock)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'pending', $6) returning *`,
      [site.id, randomUUID(), order.id, input.kind, amountCents, input.returnStock, input.reason, input.by, input.key],
    );
    return { order, pending: row! };
  });
  if (!started) return undefined;
  if ('earlier' in started) return repeated(deps, site, started.order.id, started.earlier);
  return drive(deps, site, started.order.payment_id, started.pending);
}

/** Steps 2 and 3 for a pending change. */
async function drive(
  deps: ChangeDeps,
  site: Site,
  paymentId: string | null,
  pending: PendingRow,
): Promise<ChangeResult> {
  const amountCents = Number(pending.amount_cents);
  if (amountCents > 0) {
    try {
      await deps.payments.refund(paymentId!, amountCents, pending.id);
    } catch {
      await withdraw(deps, site, pending);
      throw new HttpError(502, MESSAGES.refundFailed);
    }
  }
  const finished = await deps.db.transaction(async (tx) => {
    await tx.query('select 1 from orders where website_id = $1 and id = $2 for update', [site.id, pending.order_id]);
    const [done] = await tx.query<PendingRow>(
      `update order_changes set state = 'done'
       where website_id = $1 and id = $2 and state = 'pending' returning *`,
      [site.id, pending.id],
    );
    if (!done) return undefined;
    if (done.reserved_stock) await returnOrderStock(tx, site.id, done.order_id);
    const change = changeOf(done);
    const notified = await writeChangeNotice(tx, deps, site, done.order_id, change);
    const ended = (await endsSubscriptions(tx, site.id, done))
      ? await endOrderSubscriptions(tx, deps.mailer, site, done.order_id, done.by_email)
      : 0;
    return { result: { orderId: done.order_id, change, applied: true, notified }, mailed: notified || ended > 0 };
  });
  // Finished by another request driving the same change: answered as a repeat.
  if (!finished) return { orderId: pending.order_id, change: changeOf(pending), applied: false, notified: false };
  // Written inside the transaction, so they are sent only for a change that committed.
  if (finished.mailed) await deps.mailer.deliverPending(site.id);
  return finished.result;
}

/**
 * Whether the change ends the subscriptions the order started (membership closed at once): a
 * cancellation, or a refund that leaves nothing charged. A partial refund keeps them.
 */
async function endsSubscriptions(tx: Sql, siteId: string, done: PendingRow): Promise<boolean> {
  if (done.kind === 'cancel') return true;
  const [order] = await tx.query<{ charged_cents: number; refunded_cents: number }>(
    'select charged_cents, refunded_cents from orders where website_id = $1 and id = $2',
    [siteId, done.order_id],
  );
  return order !== undefined && Number(order.refunded_cents) >= Number(order.charged_cents);
}

/** The provider refused: the change is removed and the order gets back what it held. */
async function withdraw(deps: ChangeDeps, site: Site, pending: PendingRow): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await tx.query('select 1 from orders where website_id = $1 and id = $2 for update', [site.id, pending.order_id]);
    const [gone] = await tx.query<PendingRow>(
      `delete from order_changes where website_id = $1 and id = $2 and state = 'pending' returning *`,
      [site.id, pending.id],
    );
    if (!gone) return;
    await tx.query(
      `update orders set refunded_cents = refunded_cents - $3,
         cancelled_at = case when $4 then null else cancelled_at end,
         stock_returned_at = case when $5 then null else stock_returned_at end
       where website_id = $1 and id = $2`,
      [site.id, gone.order_id, Number(gone.amount_cents), gone.kind === 'cancel', gone.reserved_stock],
    );
  });
}

/** A request whose key names an earlier change: that change, once it is no longer pending. */
async function repeated(deps: ChangeDeps, site: Site, orderId: string, earlier: PendingRow): Promise<ChangeResult> {
  let row: PendingRow | undefined = earlier;
  for (const waitUntil = Date.now() + REPEAT_WAIT_MS; row?.state === 'pending' && Date.now() < waitUntil; ) {
    await sleep(50);
    [row] = await deps.db.query<PendingRow>('select * from order_changes where website_id = $1 and id = $2', [
      site.id,
      earlier.id,
    ]);
  }
  // Removed while we waited: the provider refused it, and this request is told so as the first was.
  if (!row) throw new HttpError(502, MESSAGES.refundFailed);
  return { orderId, change: changeOf(row), applied: false, notified: false };
}

/** Drives again the pending changes of an order that a stopped process left behind. */
function finishStalePending(deps: ChangeDeps, site: Site, orderNumber: number): Promise<number> {
  return finishStale(deps, site, 'and o.order_number = $3', [orderNumber]);
}

/**
 * Drives again every pending change a stopped process left on the site's orders: the background
 * sweep (stale-change-sweeper.ts), so a refund is finished and mailed without waiting for the
 * order's next change. Answers how many it drove.
 */
export function finishStaleChanges(deps: ChangeDeps, site: Site): Promise<number> {
  return finishStale(deps, site, '', []);
}

async function finishStale(deps: ChangeDeps, site: Site, orderClause: string, orderArgs: unknown[]): Promise<number> {
  const stale = await deps.db.query<PendingRow & { payment_id: string | null }>(
    `select c.*, o.payment_id from order_changes c join orders o on o.website_id = c.website_id and o.id = c.order_id
     where c.website_id = $1 and c.state = 'pending' and c.created < $2 ${orderClause}
     order by c.created`,
    [site.id, new Date(Date.now() - STALE_PENDING_MS), ...orderArgs],
  );
  // A refused refund is withdrawn by drive(); the next sweep or change tries nothing more for it.
  for (const pending of stale) await drive(deps, site, pending.payment_id, pending).catch(() => undefined);
  return stale.length;
}

/** What this change gives back: the refund asked for (at most what is left), or all that is left. */
function amountOf(order: LockedOrder, input: ChangeInput, locale: string): number {
  const left = Math.max(0, Number(order.charged_cents) - Number(order.refunded_cents));
  if (input.kind === 'cancel') {
    if (order.cancelled_at) throw new HttpError(409, MESSAGES.cancelled);
    if (order.shipped_at) throw new HttpError(409, MESSAGES.shipped);
    return left;
  }
  const asked = input.amountCents ?? 0;
  if (left === 0) throw new PayloadError({ amountCents: MESSAGES.nothingLeft });
  if (asked > left)
    throw new PayloadError({ amountCents: MESSAGES.moreThanLeft(formatCents(left, order.currency, { locale })) });
  return asked;
}
