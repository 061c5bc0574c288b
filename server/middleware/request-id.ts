/**
 * Gives every request an id, kept from a sane incoming X-Request-Id (a proxy's) or made
 * here, so a log line can be matched to the response a visitor reports.
 *
 * @example
 *   app.use(requestId());
 */
import { randomUUID } from 'node:crypto';
import { isImmutableSubresource } from '../assets/send-static';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../types';

export interface RequestIdOptions {
  /** @default 'X-Request-Id' */
  header?: string;
}

const SANE_ID = /^[\w.-]{1,64}$/;

export function requestId(options: RequestIdOptions = {}): MiddlewareHandler<AppEnv> {
  const header = options.header ?? 'X-Request-Id';
  return async function requestId(c, next) {
    const incoming = c.req.header(header);
    const id = incoming && SANE_ID.test(incoming) ? incoming : randomUUID();
    c.set('requestId', id);
    await next();
    // Not on hashed scripts and stylesheets: nobody reports one, and a first view fetches several.
    if (!isImmutableSubresource(c.res)) c.res.headers.set(header, id);
  };
}
