/**
 * The address a request came from, as something a client cannot choose: the socket's peer
 * (under @hono/node-server), or, behind proxies we run, the X-Forwarded-For entry our
 * outermost proxy wrote. X-Forwarded-For is never read otherwise: anyone can send one, so
 * trusting its first entry would let a client pick a new address for every request.
 */
import { createHash } from 'node:crypto';
import { getCookie } from 'hono/cookie';
import type { Context } from 'hono';
import type { Bucket, BucketSize } from '../buckets';

export interface ClientAddressOptions {
  /**
   * How many proxies of ours stand in front of the server, each appending to X-Forwarded-For.
   * @default the TRUST_PROXY environment variable, else 0
   */
  trustedProxies?: number;
}

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

/** Undefined when the request did not come through a socket (app.request() in tests). */
export function clientAddress(c: Context, options: ClientAddressOptions = {}): string | undefined {
  const hops = options.trustedProxies ?? (Number(process.env.TRUST_PROXY) || 0);
  if (hops > 0) {
    const chain = (c.req.header('X-Forwarded-For') ?? '')
      .split(',')
      .map((a) => a.trim())
      .filter(Boolean);
    if (chain.length > 0) return chain[Math.max(0, chain.length - hops)];
  }
  return (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress || undefined;
}

/**
 * The buckets a request draws on, under the limit's `name`: its visitor's (the crumb cookie;
 * for a cookieless API-key call, the key; else the address) and, when both are known, its
 * address's own larger one, which a client cannot dodge by inventing crumbs or keys.
 */
export function visitorBuckets(
  c: Context,
  name: string,
  visitor: BucketSize,
  address: BucketSize,
  options: ClientAddressOptions = {},
): Bucket[] {
  const crumb = getCookie(c, 'crumb');
  const key = crumb ? undefined : bearerKey(c);
  const from = clientAddress(c, options);
  const buckets: Bucket[] = [
    { key: `${name}:${crumb ? `crumb:${crumb}` : key ? `key:${key}` : `ip:${from ?? 'unknown'}`}`, ...visitor },
  ];
  if (from && (crumb || key)) buckets.push({ key: `${name}:address:${from}`, ...address });
  return buckets;
}

/** A short hash of the `Authorization: Bearer` secret (the secret itself is not kept in memory). */
function bearerKey(c: Context): string | undefined {
  const secret = /^Bearer\s+(\S+)/i.exec(c.req.header('Authorization') ?? '')?.[1];
  return secret && createHash('sha256').update(secret).digest('hex').slice(0, 32);
}
