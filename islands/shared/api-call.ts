/**
 * The one transport of the islands' JSON calls: same-origin, the visitor's crumb (the `crumb`
 * cookie) in the X-CSRF-Token header of every state-changing call. Each answer comes back as
 * `{ ok, status, body }`, a network failure as status 0, so callers word every failure in one
 * place; the cart and checkout turn a failed answer into a `CartCallError` (cart/cart-api.ts).
 *
 * Expected refusals (4xx) are asked to come back as 200 with the real status in a header
 * (domain/refusal-status.ts), so the browser logs no failed request for them.
 *
 * @module
 */
import { REFUSAL_HEADER, REFUSAL_IN_HEADER, answerStatus } from '../../domain';

/** A cookie readable by scripts, or undefined. */
export function readCookie(name: string, cookies: string = document.cookie): string | undefined {
  for (const pair of cookies.split(';')) {
    const at = pair.indexOf('=');
    if (at !== -1 && pair.slice(0, at).trim() === name) return decodeURIComponent(pair.slice(at + 1).trim());
  }
  return undefined;
}

export interface ApiAnswer<T> {
  ok: boolean;
  status: number;
  body: T | { error?: string; fieldErrors?: Record<string, string> } | undefined;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export async function callJson<T>(
  method: Method,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<ApiAnswer<T>> {
  const sent: Record<string, string> = { Accept: 'application/json', [REFUSAL_HEADER]: REFUSAL_IN_HEADER };
  if (body !== undefined) sent['Content-Type'] = 'application/json';
  if (method !== 'GET') sent['X-CSRF-Token'] = readCookie('crumb') ?? '';
  try {
    const response = await fetch(url, {
      method,
      credentials: 'same-origin',
      headers: { ...sent, ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const parsed = (await response.json().catch(() => undefined)) as T | undefined;
    const status = answerStatus(response);
    return { ok: status >= 200 && status < 300, status, body: parsed };
  } catch {
    return { ok: false, status: 0, body: undefined };
  }
}
