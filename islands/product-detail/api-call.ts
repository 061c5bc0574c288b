/**
 * JSON calls of the storefront islands: same-origin, the visitor's crumb (from the `crumb`
 * cookie) in the X-CSRF-Token header of state-changing calls. Each answer comes back as
 * `{ ok, status, body }`, a network failure as status 0, so callers word every failure in one place.
 *
 * @module
 */
import { REFUSAL_HEADER, REFUSAL_IN_HEADER, answerStatus } from '../../domain/refusal-status';

function readCrumb(): string {
  const match = /(?:^|;\s*)crumb=([^;]*)/.exec(document.cookie);
  return match ? decodeURIComponent(match[1]) : '';
}

export interface ApiAnswer<T> {
  ok: boolean;
  status: number;
  body: T | { error?: string } | undefined;
}

export async function callJson<T>(method: 'GET' | 'POST', url: string, body?: unknown, headers: Record<string, string> = {}): Promise<ApiAnswer<T>> {
  try {
    const response = await fetch(url, {
      method,
      credentials: 'same-origin',
      headers: { Accept: 'application/json', [REFUSAL_HEADER]: REFUSAL_IN_HEADER, ...(body === undefined ? {} : { 'Content-Type': 'application/json', 'X-CSRF-Token': readCrumb() }), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const parsed = (await response.json().catch(() => undefined)) as T | undefined;
    const status = answerStatus(response);
    return { ok: status >= 200 && status < 300, status, body: parsed };
  } catch {
    return { ok: false, status: 0, body: undefined };
  }
}

