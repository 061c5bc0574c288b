/**
 * Orders: the orders table (written by checkout, donations and renewals through
 * `insertOrder`), and the owner's order list, detail and shipment (`ownerOrderRoutes`, under
 * /api/owner/orders), with the owner's refunds and cancellations (`orderChangeRoutes`: the
 * order's lock, the payment provider, the history recorded on the order, the buyer's mail) and
 * the order status the list shows and filters by. `StaleChangeSweeper` finishes the changes a
 * stopped process left pending.
 *
 * @module
 */
export { ownerOrderRoutes } from './owner-order-routes';
export { orderChangeRoutes } from './order-change-routes';
export { changeOrder, type ChangeDeps, type ChangeInput, type ChangeResult } from './change-order';
export { StaleChangeSweeper, type StaleChangeSweeperDeps } from './stale-change-sweeper';
export { describeOrder } from './describe-order';
export { orderHistory } from './order-history';
export { ORDER_FILTER_SQL, orderStatus } from './order-status';
export { listOrders, orderDetail, markShipped } from './owner-orders';
export {
  insertOrder,
  countOrders,
  findOrder,
  takeStock,
  FIRST_ORDER_NUMBER,
  type NewOrder,
  type OrderLine,
} from './order-store';
