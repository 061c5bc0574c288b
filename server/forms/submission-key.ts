/**
 * Form submission keys (spec §7 FormSubmissionKey): `<nonce>.<expiry ms>.<signature>`, signed
 * with the server secret for one site. A signed, unexpired key stores one submission: saving it
 * records the key as spent in the same transaction (server/forms/form-store.ts), and a retry of the same
 * submission with it is answered as the first one was.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export interface SubmissionKey {
  key: string;
  expires: Date;
}

/** How long a visitor has between opening the form and sending it. */
export const KEY_TTL_MS = 2 * 60 * 60 * 1000;

function sign(secret: string, siteId: string, body: string): string {
  return createHmac('sha256', secret).update(`form-key|${siteId}|${body}`).digest('base64url');
}

export function issueKey(secret: string, siteId: string, now: number): string {
  const body = `${randomBytes(18).toString('base64url')}.${now + KEY_TTL_MS}`;
  return `${body}.${sign(secret, siteId, body)}`;
}

/** The key to spend, or undefined when it is malformed, signed for another site or expired. */
export function readKey(secret: string, siteId: string, key: unknown, now: number): SubmissionKey | undefined {
  if (typeof key !== 'string' || key.length > 200) return undefined;
  const [nonce, expiry, signature] = key.split('.');
  if (!nonce || !expiry || !signature || !/^\d+$/.test(expiry)) return undefined;
  const expected = Buffer.from(sign(secret, siteId, `${nonce}.${expiry}`));
  const sent = Buffer.from(signature);
  if (sent.length !== expected.length || !timingSafeEqual(sent, expected)) return undefined;
  const expires = Number(expiry);
  return expires > now ? { key, expires: new Date(expires) } : undefined;
}
