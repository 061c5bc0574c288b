/**
 * The address a request came from, as something a client cannot choose: the socket's peer
 * (under @hono/node-server), or, behind proxies we run, the X-Forwarded-For entry our
 * outermost proxy wrote. X-Forwarded-For is never read otherwise: anyone can send one, so
 * trusting its first entry would let a client pick a new address for every request.
 */
import type { Context } from 'hono';

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
    const chain = (c.req.header('X-Forwarded-For') ?? '').split(',').map((a) => a.trim()).filter(Boolean);
    if (chain.length > 0) return chain[Math.max(0, chain.length - hops)];
  }
  return (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress || undefined;
}
