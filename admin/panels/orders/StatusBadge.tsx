/** An order's status as one badge (list and order view); its words and colours for each status. */
import type { OrderStatus, OrderSummary } from '../../../domain';

export const STATUS_WORDS: Readonly<Record<OrderStatus, string>> = {
  cancelled: 'Cancelled',
  refunded: 'Refunded',
  partlyRefunded: 'Partly refunded',
  shipped: 'Shipped',
  notShipped: 'Not shipped',
  // Paid, and nothing in it ships (a membership, download, gift card, service or donation).
  paid: 'Nothing to ship',
};

const TONE: Readonly<Record<OrderStatus, string>> = {
  cancelled: 'badge--muted',
  refunded: 'badge--warn',
  partlyRefunded: 'badge--warn',
  shipped: 'badge--ok',
  notShipped: 'badge--todo',
  paid: 'badge--ok',
};

export function StatusBadge({ order }: { order: Pick<OrderSummary, 'status'> }) {
  return <span className={`badge badge--status ${TONE[order.status]}`}>{STATUS_WORDS[order.status]}</span>;
}
