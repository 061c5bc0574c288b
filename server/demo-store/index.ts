/**
 * The demo store's seeded trade (`npm start`): orders, a subscription and its member, placed
 * through the store's own services on a fresh database.
 *
 * @module
 */
export {
  DEMO_MEMBER,
  DEMO_ORDERS,
  DEMO_ORDERS_SITE,
  seedDemoOrders,
  type DemoOrder,
  type DemoOrderDeps,
} from './demo-orders';
