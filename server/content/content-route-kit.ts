/**
 * What every owner content call needs (content-routes.ts, collection-routes.ts,
 * navigation-routes.ts): the owner's sign-in check, the store with the calling site in it, the
 * actor an edit is logged under, a role check that depends on what is edited, and the 409 of
 * an edit from a stale revision.
 */
import {
  isSiteCode,
  roleCan,
  SITE_CODE_PERMISSION,
  type ContentConflict,
  type ContentKind,
  type Permission,
} from '../../domain';
import { HttpError } from '../http-error';
import { OWNER_MESSAGES, ownerAuth, type OwnerDb, type OwnerEnv } from '../owner';
import { CONTENT_MESSAGES as M } from './content-messages';
import { StaleRevisionError, type ContentStore } from './content-store';
import { contentStoreOf } from './content-site';
import type { Context, MiddlewareHandler } from 'hono';
import type { Database, Sql } from '../db';
import type { Site } from '../sites/types';

export interface ContentRouteKit {
  db: OwnerDb;
  auth: MiddlewareHandler<OwnerEnv>;
  /** The store, with the calling site in it (imported from its folder the first time). */
  storeFor(site: Site): Promise<ContentStore>;
  /** 403 unless the signed-in owner's role has `permission` (for checks that depend on the collection). */
  require(c: Context<OwnerEnv>, permission: Permission): void;
  /** Runs `work`; an edit from a stale revision answers 409 with the current one. */
  orConflict(c: Context<OwnerEnv>, work: () => Promise<Response>): Promise<Response>;
}

/** Who wrote, as revisions and the audit log name them (one owner: server/owner/owner-caller.ts). */
export { actorOf } from '../owner';

/**
 * 403 naming what is needed unless the signed-in owner may change the document `kind`/`key`
 * when it is the site's code (a template, a script…: domain/site-code.ts). Every call that
 * writes a document by kind and key, or renders one the caller sent, checks it.
 */
export function requireSiteCodePermission(c: Context<OwnerEnv>, kind: ContentKind, key: string): void {
  if (isSiteCode(kind, key) && !roleCan(c.get('owner').role, SITE_CODE_PERMISSION))
    throw new HttpError(403, M.siteCode);
}

/** Writes need transactions: a Database. Without one every call answers 503. */
export function contentRouteKit(sql: Sql | undefined): ContentRouteKit {
  const db: OwnerDb = () => {
    if (!sql || !('transaction' in sql)) throw new HttpError(503, M.noStore);
    return sql as Database;
  };
  return {
    db,
    auth: ownerAuth(db),
    storeFor: contentStoreOf(db),
    require(c, permission) {
      if (!roleCan(c.get('owner').role, permission)) throw new HttpError(403, OWNER_MESSAGES.forbidden);
    },
    async orConflict(c, work) {
      try {
        return await work();
      } catch (error) {
        if (!(error instanceof StaleRevisionError)) throw error;
        return c.json<ContentConflict>({ error: M.stale, revision: error.revision, current: error.current }, 409);
      }
    },
  };
}
