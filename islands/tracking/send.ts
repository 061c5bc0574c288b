/**
 * How tracking leaves the page: a beacon when the browser has one (it survives the page
 * closing), else fetch with keepalive. Failures are ignored: tracking never bothers a visitor.
 */
import { callJson } from '../shared/api-call';
import { readCookie } from './cookies';

/** Form-encoded, with the crumb in the body (beacons send no headers). */
export function sendForm(path: string, fields: Record<string, string>): void {
  const body = new URLSearchParams({ crumb: readCookie('crumb') ?? '', ...fields });
  if (navigator.sendBeacon?.(path, body)) return;
  void fetch(path, { method: 'POST', body, keepalive: true, credentials: 'same-origin' }).catch(() => {});
}

/** JSON as text/plain: the calls that take it accept a beacon's body. */
export function sendJsonText(path: string, value: unknown): void {
  const text = JSON.stringify(value);
  if (navigator.sendBeacon?.(path, new Blob([text], { type: 'text/plain' }))) return;
  void fetch(path, {
    method: 'POST',
    body: text,
    headers: { 'Content-Type': 'text/plain' },
    keepalive: true,
    credentials: 'same-origin',
  }).catch(() => {});
}

/** Form-encoded with a time limit, for the button hits (spec §7: 2.5 s). */
export async function postFormWithin(path: string, fields: Record<string, string>, timeoutMs: number): Promise<void> {
  // The answer is ignored: a lost hit is better than a slow button.
  await callJson('POST', path, new URLSearchParams({ crumb: readCookie('crumb') ?? '', ...fields }), { timeoutMs });
}
