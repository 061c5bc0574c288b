/**
 * A visitor of the demo store in a cluster test: its own crumb and, behind our pretend proxy
 * (TRUST_PROXY=1), its own address, so rate limits are per visitor. And the demo's lantern and
 * a shipping address, for checkouts.
 */
import { randomBytes } from 'node:crypto';

export const LANTERN = { itemId: 'prod-brass-trail-lantern', sku: 'NW-BRATRALAN' };
export { SHIPPING_ADDRESS as ADDRESS } from '../helpers/shipping-address';

export interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: answers are JSON of many shapes, read field by field by the tests.
  body: any;
  headers: Headers;
}

export class Visitor {
  readonly crumb = randomBytes(16).toString('hex');
  readonly address = `198.51.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  readonly cookies = new Map([['crumb', this.crumb]]);
  constructor(readonly origin: string) {}

  /** A JSON call; `signal` can give up on it (a request that never answers). */
  post(path: string, body: unknown, signal?: AbortSignal): Promise<Answer> {
    return this.#send(path, { method: 'POST', body: JSON.stringify(body), signal });
  }

  get(path: string, signal?: AbortSignal): Promise<Answer> {
    return this.#send(path, { method: 'GET', signal });
  }

  async #send(path: string, init: RequestInit): Promise<Answer> {
    const response = await fetch(this.origin + path, {
      ...init,
      headers: {
        Cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        'X-CSRF-Token': this.crumb,
        'X-Forwarded-For': this.address,
        ...(init.method === 'POST' ? { 'Content-Type': 'application/json' } : {}),
      },
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    const text = await response.text();
    return { status: response.status, body: text.startsWith('{') ? JSON.parse(text) : text, headers: response.headers };
  }
}
