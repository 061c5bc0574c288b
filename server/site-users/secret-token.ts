/**
 * Random tokens handed to a browser (session cookie, reset link) and the form the database
 * keeps: their SHA-256, so a copy of the table opens no session and resets no password.
 */
import { createHash, randomBytes } from 'node:crypto';

export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
