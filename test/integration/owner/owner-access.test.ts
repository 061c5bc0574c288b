import { INPUT_MESSAGES } from '../../../server/http';
import { describe, expect, it } from 'vitest';
import { roleCan } from '../../../domain/website-roles';
import { testDatabases } from '../../../server/db/test-databases';
import { saveOwner } from '../../../server/owner';
import { suiteApp } from '../helpers/suite-app';
import { OWNER_CALLS, type OwnerCall } from './owner-calls';
import { openOwnerApp, PASSWORD, ROLES } from './owner-app';
import type { Visitor } from '../commerce/commerce-app';

const FORBIDDEN = { error: 'Your role does not allow this.' };
const SIGN_IN = { error: 'Sign in to continue.' };

/** A call as the browser makes it (cookies and crumb); the body parsed when it is JSON. */
async function call(visitor: Visitor, c: OwnerCall) {
  const response = await visitor.request(c.method, c.path, c.body);
  const text = await response.text();
  return {
    status: response.status,
    body: response.headers.get('Content-Type')?.includes('json') ? JSON.parse(text) : text,
  };
}

const succeeded = (status: number) => status < 500 && status !== 401 && status !== 403;

describe.each(testDatabases())('owner access on $name', ({ open }) => {
  const t = suiteApp(open, (db) => openOwnerApp(db));

  it.each(ROLES)('%s: every call it may make succeeds, every other answers 403', async (role) => {
    const visitor = await t.signedIn(role);
    for (const c of OWNER_CALLS) {
      const answer = await call(visitor, c);
      const allowed = c.permission === null || roleCan(role, c.permission);
      if (allowed) expect([c.path, succeeded(answer.status)]).toEqual([c.path, true]);
      else expect([c.path, answer.status, answer.body]).toEqual([c.path, 403, FORBIDDEN]);
    }
  });

  it.each(ROLES)('%s through an API key of its role: the same answers, with no cookies and no crumb', async (role) => {
    const admin = await t.signedIn('admin');
    const { secret } = (await admin.post('/api/owner/api-keys', { name: `${role} key`, role })).body;
    for (const c of OWNER_CALLS) {
      const answer = await t.withKey(secret, c.method, c.path, c.body);
      const allowed = c.permission === null || roleCan(role, c.permission);
      if (allowed) expect([c.path, succeeded(answer.status)]).toEqual([c.path, true]);
      else expect([c.path, answer.status, answer.body]).toEqual([c.path, 403, FORBIDDEN]);
    }
  });

  it('answers 401 to every call without credentials, and to an unknown key or session', async () => {
    for (const c of OWNER_CALLS) {
      expect([c.path, (await call(t.visitor(), c)).status]).toEqual([c.path, 401]);
      const unknownKey = await t.withKey('nwk_not-a-key', c.method, c.path, c.body);
      expect([c.path, unknownKey.status, unknownKey.body]).toEqual([c.path, 401, SIGN_IN]);
      const forged = t.visitor();
      forged.cookies.set('owner_session', 'A'.repeat(43));
      expect([c.path, (await call(forged, c)).status]).toEqual([c.path, 401]);
    }
  });

  it("answers 403 to another site's session and API key, and shows none of its data", async () => {
    const stolen = t.visitor();
    stolen.cookies.set('owner_session', t.rival.cookies.get('owner_session')!);
    for (const c of OWNER_CALLS) {
      const bySession = await call(stolen, c);
      expect([c.path, bySession.status, bySession.body]).toEqual([c.path, 403, FORBIDDEN]);
      const byKey = await t.withKey(t.rivalKey, c.method, c.path, c.body);
      expect([c.path, byKey.status, byKey.body]).toEqual([c.path, 403, FORBIDDEN]);
    }
    // On its own site the key works, and sees its own three products only.
    const own = await t.withKey(t.rivalKey, 'GET', '/api/owner/inventory', undefined, 'rival.localhost');
    expect(own.status).toBe(200);
    expect(own.body.products).toHaveLength(3);
  });

  it('needs the crumb for session writes, even when an Authorization header comes with the cookies', async () => {
    const admin = await t.signedIn('admin');
    const body = { name: 'No crumb', role: 'viewer' };
    const noCrumb = await admin.send('POST', '/api/owner/api-keys', body, { 'X-CSRF-Token': '' });
    expect(noCrumb.status).toBe(403);
    expect(noCrumb.body.error).toBe('Your session has expired. Please reload the page and try again.');
    const { secret } = (await admin.post('/api/owner/api-keys', { name: 'Script', role: 'admin' })).body;
    const bearerWithCookies = await admin.send('POST', '/api/owner/api-keys', body, {
      'X-CSRF-Token': '',
      Authorization: `Bearer ${secret}`,
    });
    expect(bearerWithCookies.status).toBe(403);
    expect((await t.withKey(secret, 'POST', '/api/owner/api-keys', body)).status).toBe(201);
    // A cookieless POST without a Bearer header still needs the crumb.
    const bare = await t.app.request('http://store.localhost/api/owner/api-keys', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(bare.status).toBe(403);
  });

  it('validates bodies and queries with a 400 naming the field, storing nothing', async () => {
    const admin = await t.signedIn('admin');
    const seen = { qtyInStock: 1, unlimited: false };
    for (const [bad, field] of [
      [{ qtyInStock: -1, unlimited: false, seen }, 'qtyInStock'],
      [{ qtyInStock: 1.5, unlimited: false, seen }, 'qtyInStock'],
      [{ qtyInStock: '3', unlimited: false, seen }, 'qtyInStock'],
      [{ qtyInStock: 1e20, unlimited: false, seen }, 'qtyInStock'],
      [{ qtyInStock: 3, seen }, 'unlimited'],
      // The stock the owner saw is required: without it a sale made since would be overwritten.
      [{ qtyInStock: 3, unlimited: false }, 'seen'],
      [{ qtyInStock: 3, unlimited: false, seen: { qtyInStock: -2, unlimited: false } }, 'seen.qtyInStock'],
    ] as const) {
      const answer = await admin.put('/api/owner/inventory/prod-lamp/LAMP', bad);
      expect(answer.status).toBe(400);
      expect(Object.keys(answer.body.fieldErrors)).toEqual([field]);
    }
    expect((await admin.put('/api/owner/inventory/prod-lamp/LAMP', [1, 2])).status).toBe(400);
    expect((await admin.put('/api/owner/inventory/prod-lamp/LAMP', '{"qtyInStock":')).status).toBe(400);
    expect(
      (await admin.put('/api/owner/inventory/prod-lamp/NOPE', { qtyInStock: 1, unlimited: false, seen })).status,
    ).toBe(404);
    expect((await admin.get('/api/owner/inventory?sort=colour')).body.fieldErrors).toHaveProperty('sort');
    expect((await admin.get('/api/owner/inventory?cursor=bm90LWpzb24')).body.fieldErrors).toHaveProperty('cursor');
    expect((await admin.get('/api/owner/orders/abc')).status).toBe(404);
    const badName = await admin.post('/api/owner/api-keys', { name: 'a\u0000b', role: 'admin' });
    expect(badName.body.fieldErrors).toHaveProperty('name');
    const lone = await admin.post('/api/owner/api-keys', { name: 'x\uD800', role: 'admin' });
    expect(lone.body.fieldErrors).toHaveProperty('name');
    expect((await admin.post('/api/owner/api-keys', { name: 'ok', role: 'owner' })).body.fieldErrors).toHaveProperty(
      'role',
    );
    // A NUL anywhere in the address is refused by the URL guard before any route runs.
    const nul = await admin.get('/api/site-users/account/notifications/restock?productId=a%00b&variantId=v');
    expect(nul.status).toBe(400);
    expect(nul.body.error).toBe(INPUT_MESSAGES.badAddress);
    const badVariant = await admin.get(
      `/api/site-users/account/notifications/restock?productId=p&variantId=${'v'.repeat(300)}`,
    );
    expect(badVariant.body.fieldErrors).toHaveProperty('variantId');
    const tooMany = await admin.post('/api/site-users/account/notifications/restock/send/all', {
      sendRequests: Array.from({ length: 101 }, () => ({ productId: 'p', variantId: 'v' })),
    });
    expect(tooMany.body.fieldErrors).toHaveProperty('sendRequests');
    const settings = await admin.put('/api/owner/settings/inventory', {
      scarcityOnProductPage: true,
      scarcityInBlocks: 'yes',
      scarcityThreshold: 0,
      restockAutoSend: false,
    });
    expect(Object.keys(settings.body.fieldErrors).sort()).toEqual(['scarcityInBlocks', 'scarcityThreshold']);
    expect((await admin.post('/api/owner/session', { email: 'a\u0000@b.c', password: 'x' })).status).toBe(400);
  });

  describe('sign-in', () => {
    it('answers the same for an unknown email and a wrong password, then limits the account however many visitors try', async () => {
      const unknown = await t.visitor().post('/api/owner/session', { email: 'nobody@store.test', password: PASSWORD });
      const wrong = await t
        .visitor()
        .post('/api/owner/session', { email: 'viewer@store.test', password: 'wrong password' });
      expect(unknown).toMatchObject({ status: 401, body: { error: 'Email or password is incorrect.' } });
      expect(wrong.body).toEqual(unknown.body);
      expect(wrong.headers.getSetCookie().some((c) => c.startsWith('owner_session='))).toBe(false);
      // Fresh visitors each time (new crumbs): the account's own bucket still runs out.
      for (let i = 0; i < 4; i++)
        await t.visitor().post('/api/owner/session', { email: 'viewer@store.test', password: `wrong ${i}` });
      const limited = await t.visitor().post('/api/owner/session', { email: 'Viewer@store.test', password: PASSWORD });
      expect(limited).toMatchObject({ status: 429, body: { error: 'Too many attempts. Try again in a few minutes.' } });
      expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
      // Other accounts are not locked out by it.
      expect(
        (await t.visitor().post('/api/owner/session', { email: 'editor@store.test', password: PASSWORD })).status,
      ).toBe(200);
    });

    it('lets a browser that signed in before past a lockout made by guesses from elsewhere (issue 21)', async () => {
      const email = 'device@store.test';
      await saveOwner(t.db, t.storeId, { email, password: PASSWORD, role: 'viewer' });
      const own = t.visitor();
      const first = await own.post('/api/owner/session', { email, password: PASSWORD });
      expect(first.status).toBe(200);
      expect(first.headers.getSetCookie().find((c) => c.startsWith('owner_device='))).toMatch(
        /; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax$/,
      );
      for (let i = 0; i < 5; i++)
        expect((await t.visitor().post('/api/owner/session', { email, password: `wrong ${i}` })).status).toBe(401);
      expect((await t.visitor().post('/api/owner/session', { email, password: PASSWORD })).status).toBe(429);
      expect((await own.post('/api/owner/session', { email: 'Device@store.test', password: PASSWORD })).status).toBe(
        200,
      );
      // The cookie proves nothing for another account.
      const thief = t.visitor();
      thief.cookies.set('owner_device', own.cookies.get('owner_device')!);
      for (let i = 0; i < 5; i++)
        await t.visitor().post('/api/owner/session', { email: 'nobody@store.test', password: `x${i}` });
      expect((await thief.post('/api/owner/session', { email: 'nobody@store.test', password: 'x' })).status).toBe(429);
    });

    it('sets an HttpOnly SameSite cookie holding a token the database keeps only hashed; sign-out ends the session', async () => {
      const visitor = t.visitor();
      const answer = await visitor.post('/api/owner/session', { email: 'STOREMANAGER@store.test', password: PASSWORD });
      expect(answer.body.owner).toMatchObject({
        email: 'storemanager@store.test',
        role: 'storeManager',
        roleCode: 8,
        roleLabel: 'Store manager',
        site: { id: t.storeId, currency: 'USD' },
      });
      expect(answer.body.owner.permissions).toContain('inventory.write');
      const cookie = answer.headers.getSetCookie().find((c) => c.startsWith('owner_session='))!;
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Lax/);
      expect(cookie).toMatch(/Path=\//);
      expect(cookie).not.toMatch(/Secure/);
      const token = visitor.cookies.get('owner_session')!;
      const rows = await t.db.query<{ token_hash: string }>(
        'select token_hash from owner_sessions where website_id = $1',
        [t.storeId],
      );
      expect(rows.some((r) => r.token_hash === token)).toBe(false);
      expect(rows.length).toBeGreaterThan(0);
      expect((await visitor.get('/api/owner/me')).status).toBe(200);
      const out = await visitor.delete('/api/owner/session');
      expect(out.status).toBe(204);
      const replay = t.visitor();
      replay.cookies.set('owner_session', token);
      expect((await replay.get('/api/owner/me')).status).toBe(401);
    });

    it('refuses a session past its expiry, and pushes a live one on (sliding 12 hours)', async () => {
      const visitor = await t.signedIn('billing');
      await t.db.query(`update owner_sessions set expires_at = now() + interval '1 hour' where website_id = $1`, [
        t.storeId,
      ]);
      expect((await visitor.get('/api/owner/me')).status).toBe(200);
      const [renewed] = await t.db.query<{ left: number }>(
        `select extract(epoch from max(expires_at) - now())::int as left from owner_sessions where website_id = $1`,
        [t.storeId],
      );
      expect(Number(renewed!.left)).toBeGreaterThan(11 * 3600);
      await t.db.query(`update owner_sessions set expires_at = now() - interval '1 second' where website_id = $1`, [
        t.storeId,
      ]);
      expect((await visitor.get('/api/owner/me')).body).toEqual(SIGN_IN);
    });

    it('marks the cookie Secure over HTTPS, and behind a trusted proxy that says so', async () => {
      const body = JSON.stringify({ email: 'reporting@store.test', password: PASSWORD });
      const headers = {
        'Content-Type': 'application/json',
        Cookie: 'crumb=0123456789abcdef0123456789abcdef',
        'X-CSRF-Token': '0123456789abcdef0123456789abcdef',
      };
      const https = await t.app.request('https://store.localhost/api/owner/session', { method: 'POST', headers, body });
      expect(https.headers.getSetCookie().find((c) => c.startsWith('owner_session='))).toMatch(/Secure/);
      const before = process.env.TRUST_PROXY;
      process.env.TRUST_PROXY = '1';
      try {
        const proxied = await t.app.request('http://store.localhost/api/owner/session', {
          method: 'POST',
          headers: { ...headers, 'X-Forwarded-Proto': 'https' },
          body,
        });
        expect(proxied.headers.getSetCookie().find((c) => c.startsWith('owner_session='))).toMatch(/Secure/);
      } finally {
        if (before === undefined) delete process.env.TRUST_PROXY;
        else process.env.TRUST_PROXY = before;
      }
    });
  });

  it('API keys: the secret once, stored hashed, listed by prefix, marked used, refused once deleted', async () => {
    const admin = await t.signedIn('admin');
    const created = await admin.post('/api/owner/api-keys', { name: '  Nightly export  ', role: 'storeManager' });
    expect(created.status).toBe(201);
    const { key, secret } = created.body;
    expect(key).toMatchObject({
      name: 'Nightly export',
      role: 'storeManager',
      roleLabel: 'Store manager',
      prefix: secret.slice(0, 8),
      lastUsedOn: null,
    });
    const stored = await t.db.query<{ secret_hash: string }>(
      'select secret_hash from api_keys where website_id = $1 and id = $2',
      [t.storeId, key.id],
    );
    expect(stored[0]!.secret_hash).not.toContain(secret);
    expect(JSON.stringify((await admin.get('/api/owner/api-keys')).body)).not.toContain(secret);
    expect((await t.withKey(secret, 'GET', '/api/owner/inventory')).status).toBe(200);
    const listed = (await admin.get('/api/owner/api-keys')).body.keys.find((k: { id: string }) => k.id === key.id);
    expect(listed.lastUsedOn).not.toBeNull();
    expect((await admin.delete(`/api/owner/api-keys/${key.id}`)).status).toBe(204);
    expect((await t.withKey(secret, 'GET', '/api/owner/inventory')).status).toBe(401);
    expect((await admin.delete(`/api/owner/api-keys/${key.id}`)).status).toBe(404);
    // The rival's admin cannot delete the store's keys.
    const other = (await admin.post('/api/owner/api-keys', { name: 'Mine', role: 'viewer' })).body.key;
    expect(
      (await t.withKey(t.rivalKey, 'DELETE', `/api/owner/api-keys/${other.id}`, undefined, 'rival.localhost')).status,
    ).toBe(404);
    expect((await admin.get('/api/owner/api-keys')).body.keys.some((k: { id: string }) => k.id === other.id)).toBe(
      true,
    );
  });
});
