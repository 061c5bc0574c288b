/**
 * Who is calling an owner call: an API key (`Authorization: Bearer <secret>`) or the owner
 * session cookie. No credential answers 401; a credential of another site, or a role without
 * the call's permission, 403. The crumb of cookie-authenticated writes is checked earlier, by
 * the app-wide crumb middleware.
 *
 * @example
 *   app.get('/api/owner/orders', ownerAuth(db), allow('orders.read'), handler);
 */
import { roleCan, roleName, type Permission, type WebsiteRoleName } from '../../domain';
import { HttpError } from '../http-error';
import { OWNER_MESSAGES } from './messages';
import { hasOwnerCredential, ownerCaller, type OwnerCaller } from './owner-caller';
import type { MiddlewareHandler } from 'hono';
import type { Database } from '../db';
import type { AppEnv } from '../types';

/** The caller `ownerAuth` let through: a credential of this site, its role by name. */
export type OwnerPrincipal = Omit<OwnerCaller, 'role'> & { role: WebsiteRoleName };

export interface OwnerEnv {
  Variables: AppEnv['Variables'] & { owner: OwnerPrincipal };
}

/** The database, or 503 when the app runs without one. */
export type OwnerDb = () => Database;

export function ownerAuth(db: OwnerDb): MiddlewareHandler<OwnerEnv> {
  return async function ownerAuth(c, next) {
    const site = c.get('site');
    const caller = hasOwnerCredential(c) ? await ownerCaller(c, db()) : undefined;
    if (!caller) throw new HttpError(401, OWNER_MESSAGES.signIn);
    const role = roleName(caller.role);
    if (caller.siteId !== site.id || !role) throw new HttpError(403, OWNER_MESSAGES.forbidden);
    const { via, ownerId, email, apiKeyId } = caller;
    c.set('owner', { siteId: site.id, role, via, ownerId, email, apiKeyId });
    // Owner answers are private and change with every edit.
    c.header('Cache-Control', 'no-store');
    await next();
  };
}

/** Refuses the call (403) unless the caller's role has `permission`. */
export function allow(permission: Permission): MiddlewareHandler<OwnerEnv> {
  return async function allow(c, next) {
    if (!roleCan(c.get('owner').role, permission)) throw new HttpError(403, OWNER_MESSAGES.forbidden);
    await next();
  };
}
