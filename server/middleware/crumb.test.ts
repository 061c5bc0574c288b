import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { crumb } from './crumb';
import type { AppEnv } from '../types';

describe('crumb', () => {
  it('gives each first visit its own crumb of 32 hex digits, across many draws of the random source', async () => {
    const app = new Hono<AppEnv>().use(crumb()).get('/', (c) => c.text(c.get('crumb')));
    const seen = new Set<string>();
    // More visits than one draw serves (256 crumbs), so a second and third draw are used too.
    for (let i = 0; i < 700; i++) {
      const res = await app.request('/');
      const value = await res.text();
      expect(value).toMatch(/^[0-9a-f]{32}$/);
      expect(res.headers.get('Set-Cookie')).toContain(`crumb=${value};`);
      seen.add(value);
    }
    expect(seen.size).toBe(700);
  });

  it("keeps a visitor's crumb", async () => {
    const app = new Hono<AppEnv>().use(crumb()).get('/', (c) => c.text(c.get('crumb')));
    const mine = 'ab'.repeat(16);
    const res = await app.request('/', { headers: { Cookie: `crumb=${mine}` } });
    expect(await res.text()).toBe(mine);
    expect(res.headers.get('Set-Cookie')).toBeNull();
  });
});
