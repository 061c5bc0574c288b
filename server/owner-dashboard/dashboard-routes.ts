/**
 * `GET /api/owner/dashboard`: the home of /config. Every signed-in owner may ask; each part is
 * read only when the owner's role may read what it tells (orders, inventory, moderation,
 * forms), else it is null.
 */
import { Hono } from 'hono';
import { roleCan } from '../../domain';
import { lowStock, recentSubmissions, todayFigures, waiting } from './dashboard-store';
import type { MiddlewareHandler } from 'hono';
import type { OwnerDashboard, Permission } from '../../domain';
import type { OwnerDb, OwnerEnv } from '../owner';
import type { AppEnv } from '../types';

export function ownerDashboardRoutes(db: OwnerDb, auth: MiddlewareHandler<OwnerEnv>): Hono<AppEnv> {
  const app = new Hono<OwnerEnv>().get('/', auth, async (c) => {
    const site = c.get('site');
    const role = c.get('owner').role;
    const may = (permission: Permission) => roleCan(role, permission);
    const sql = db();
    const [today, low, waits, submissions] = await Promise.all([
      may('orders.read') ? todayFigures(sql, site) : null,
      may('inventory.read') ? lowStock(sql, site) : null,
      may('moderation') || may('content.read') ? waiting(sql, site.id) : null,
      may('forms.read') ? recentSubmissions(sql, site) : null,
    ]);
    return c.json<OwnerDashboard>({ today, lowStock: low, waiting: waits, submissions });
  });
  return app as unknown as Hono<AppEnv>;
}
