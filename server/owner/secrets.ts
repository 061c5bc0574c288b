/**
 * Secrets the owner side hands out (session tokens, API keys): 32 random bytes, stored only as
 * their SHA-256, which is enough for secrets this long (no one guesses 2^256).
 */
import { createHash, randomBytes } from 'node:crypto';

export function newSecret(prefix = ''): string {
  return prefix + randomBytes(32).toString('base64url');
}

export function secretHash(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
