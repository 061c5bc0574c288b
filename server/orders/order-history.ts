/** The refunds and cancellation recorded on an order (migration 250), oldest first. */
import type { Sql } from '../db';
import type { OrderChange } from '../../domain';

export type ChangeRow = {
  id: string;
  kind: 'refund' | 'cancel';
  amount_cents: number;
  stock_returned: boolean;
  reason: string;
  by_email: string;
  created: Date | string;
};

export function changeOf(row: ChangeRow): OrderChange {
  return {
    id: row.id,
    kind: row.kind,
    amountCents: Number(row.amount_cents),
    stockReturned: Boolean(row.stock_returned),
    reason: row.reason,
    by: row.by_email,
    createdOn: new Date(row.created).toISOString(),
  };
}

export async function orderHistory(db: Sql, siteId: string, orderId: string): Promise<OrderChange[]> {
  const rows = await db.query<ChangeRow>(
    "select * from order_changes where website_id = $1 and order_id = $2 and state = 'done' order by created, id",
    [siteId, orderId],
  );
  return rows.map(changeOf);
}
