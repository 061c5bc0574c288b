import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

describe('collection passwords', () => {
  it('verify the right password only', async () => {
    const stored = await hashPassword('open sesame');
    expect(stored).toMatch(/^scrypt\$[0-9a-f]{32}\$[0-9a-f]{64}$/);
    expect(await verifyPassword('open sesame', stored)).toBe(true);
    expect(await verifyPassword('open sesame ', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('refuse malformed stored hashes', async () => {
    for (const stored of ['', 'plain', 'bcrypt$00$00', 'scrypt$00$', 'scrypt$00$abc'])
      expect(await verifyPassword('x', stored)).toBe(false);
  });
});
