/**
 * The home of /config (issue 24): today's orders and sales, low stock, what waits for review,
 * the newest submissions (`GET /api/owner/dashboard`, dashboard-routes.ts).
 *
 * @module
 */
export { ownerDashboardRoutes } from './dashboard-routes';
