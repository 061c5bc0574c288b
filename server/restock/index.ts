/**
 * Restock: a visitor signs up for a sold-out variant (`restockRoutes`), the owner sees the
 * sign-ups grouped by variant and sends the notices (`ownerRestockRoutes`, and the inventory
 * screen when stock comes back). Both sub-apps answer under RESTOCK_PATH.
 *
 * @module
 */
export { RESTOCK_PATH, RESTOCK_ROUTE_MESSAGES, restockRoutes } from './restock-routes';
export { ownerRestockRoutes } from './owner-restock-routes';
export { sendRestockNotices, type RestockTarget } from './restock-notices';
export { restockGroups, restockSignUps } from './restock-groups';
export { saveRestockSignUp, listRestockSignUps, type RestockRow } from './restock-store';
