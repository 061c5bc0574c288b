/**
 * Who an owner credential belongs to: the API key of an `Authorization: Bearer` header, else the
 * owner session cookie. Looked up once per request: the rate limit (to give a proven owner
 * buckets of their own, server/owner/owner-call-limit.ts) and `ownerAuth` both ask, and a
 * lookup is a database write (the key's last use, the session's renewal).
 */
import { redeemApiKey } from './api-keys';
import { ownerCookie } from './owner-cookie';
import { sessionOwner } from './sessions';
import type { Context } from 'hono';
import type { Sql } from '../db';

export interface OwnerCaller {
  siteId: string;
  role: number;
  via: 'session' | 'apiKey';
  /** Session calls: the owner signed in. */
  ownerId?: string;
  email?: string;
  /** API key calls: the key used. */
  apiKeyId?: string;
}

/**
 * Who wrote, as revisions, the audit log and the owner's rate-limit bucket name them:
 * `owner:<account id>` for a session, `apiKey:<key id>` for a key.
 */
export function actorOf(caller: Pick<OwnerCaller, 'via' | 'ownerId' | 'apiKeyId'>): string {
  return caller.via === 'session' ? `owner:${caller.ownerId ?? ''}` : `apiKey:${caller.apiKeyId ?? ''}`;
}

const BEARER = /^Bearer\s+(\S{1,200})\s*$/i;

/** Each request's lookup, shared by whoever asks during it. */
const lookups = new WeakMap<Request, Promise<OwnerCaller | undefined>>();

/** Whether the request carries an owner credential at all (a header or the cookie), valid or not. */
export function hasOwnerCredential(c: Context): boolean {
  return c.req.header('Authorization') !== undefined || ownerCookie(c) !== undefined;
}

/** The credential's owner, of whichever site; undefined when there is none or it is not valid. */
export function ownerCaller(c: Context, db: Sql): Promise<OwnerCaller | undefined> {
  let lookup = lookups.get(c.req.raw);
  if (!lookup) {
    lookup = lookUp(c, db);
    lookups.set(c.req.raw, lookup);
  }
  return lookup;
}

async function lookUp(c: Context, db: Sql): Promise<OwnerCaller | undefined> {
  const authorization = c.req.header('Authorization');
  if (authorization !== undefined) {
    const secret = BEARER.exec(authorization)?.[1];
    const key = secret ? await redeemApiKey(db, secret) : undefined;
    return key && { siteId: key.siteId, role: key.role, via: 'apiKey', apiKeyId: key.id };
  }
  const token = ownerCookie(c);
  const session = token ? await sessionOwner(db, token) : undefined;
  return (
    session && {
      siteId: session.siteId,
      role: session.role,
      via: 'session',
      ownerId: session.ownerId,
      email: session.email,
    }
  );
}
