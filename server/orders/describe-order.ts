/**
 * One order as the owner app shows it: the order (server/owner/orders.ts) with its shipping
 * option's name from the store's settings, what is left to refund, its history, and the
 * subscription it started (which its cancellation or full refund ends).
 */
import { storeSettings } from '../commerce/store-settings';
import { orderDetail } from './owner-orders';
import { orderHistory } from './order-history';
import { endsWithOrder } from '../subscriptions/end-subscription';
import { subscriptionsStartedBy } from '../subscriptions/records';
import type { Sql } from '../db';
import type { Site } from '../sites/types';
import type { OrderDetail } from '../../domain';

export async function describeOrder(db: Sql, site: Site, orderNumber: number): Promise<OrderDetail | undefined> {
  const order = await orderDetail(db, site.id, orderNumber);
  if (!order) return undefined;
  const [changes, [started]] = await Promise.all([
    orderHistory(db, site.id, order.id),
    subscriptionsStartedBy(db, site.id, order.id),
  ]);
  const optionId = order.shippingOptionId;
  const option = optionId ? storeSettings(site).shippingOptions.find((o) => o.id === optionId) : undefined;
  return {
    ...order,
    // An option removed from the settings since keeps its id, the only name left.
    shippingOptionName: optionId ? option?.name || optionId : null,
    refundableCents: Math.max(0, order.chargedCents - order.refundedCents),
    stockReturned: changes.some((change) => change.stockReturned),
    changes,
    startedSubscription: started
      ? { id: started.id, status: started.status, endsWithOrder: endsWithOrder(started) }
      : null,
  };
}
