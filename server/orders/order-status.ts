/**
 * An order's status as the owner's list shows it and the SQL of each list filter, kept side by
 * side so the word on a row and the filter that finds it never disagree.
 */
import type { OrderFilter, OrderStatus } from '../../domain';

interface StatusColumns {
  /** Whether a line is a physical product (migration 507), not whether the checkout had an address. */
  ships: boolean;
  shipped_at: unknown;
  cancelled_at: unknown;
  refunded_cents: number;
  charged_cents: number;
}

export function orderStatus(order: StatusColumns): OrderStatus {
  const refunded = Number(order.refunded_cents);
  if (order.cancelled_at) return 'cancelled';
  if (refunded > 0 && refunded >= Number(order.charged_cents)) return 'refunded';
  if (refunded > 0) return 'partlyRefunded';
  if (order.shipped_at) return 'shipped';
  return order.ships ? 'notShipped' : 'paid';
}

/** The where-clause of each filter, over `orders o`: fixed text, no input in it. */
export const ORDER_FILTER_SQL: Readonly<Record<OrderFilter, string>> = Object.freeze({
  notShipped: '(o.ships and o.shipped_at is null and o.cancelled_at is null)',
  shipped: '(o.shipped_at is not null)',
  refunded: '(o.refunded_cents > 0)',
  cancelled: '(o.cancelled_at is not null)',
});
