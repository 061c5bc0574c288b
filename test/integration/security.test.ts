import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '../../server/middleware/security-headers';
import { createTestApp, cookiesOf } from './test-app';
import type { TestApp } from './test-app';

const fixturesDir = fileURLToPath(new URL('./fixtures/sites', import.meta.url));
const templatesDir = fileURLToPath(new URL('./fixtures/templates', import.meta.url));
const SESSION_EXPIRED = 'Your session has expired. Please reload the page and try again.';
const COOKIES_DISABLED = 'Please enable cookies in your browser, reload the page, and try again.';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ fixturesDir, templatesDir });
});
afterAll(async () => {
  await t?.close();
});

const request = (path: string, init: RequestInit = {}) =>
  t.app.request(path, { ...init, headers: { Host: 'tiny.localhost', ...(init.headers as Record<string, string>) } });

async function visit(): Promise<{ cookie: string; crumb: string }> {
  const res = await request('/');
  const cookie = cookiesOf(res);
  return { cookie, crumb: /crumb=([0-9a-f]+)/.exec(cookie)![1] };
}

describe('security headers', () => {
  it('are on pages, assets, not-found pages, unknown hosts and refusals (SVG files: test/integration/security/static-files.test.ts)', async () => {
    const responses = [
      await request('/'),
      await request('/nope'),
      await request('/assets/site.css'),
      await t.app.request('/', { headers: { Host: 'unknown.example' } }),
      await request('/api/anything', { method: 'POST' }),
    ];
    for (const res of responses) {
      expect(res.headers.get('Content-Security-Policy')).toBe(CONTENT_SECURITY_POLICY);
      expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(res.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('X-Request-Id')).toMatch(/^[\w.-]+$/);
    }
    expect(CONTENT_SECURITY_POLICY).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'self'; base-uri 'self'; form-action 'self'",
    );
  });
});

describe('the crumb', () => {
  it('is issued on the first visit as a SameSite=Lax cookie for the whole site, and kept after', async () => {
    const first = await request('/');
    const setCookie = first.headers.get('Set-Cookie') ?? '';
    expect(setCookie).toMatch(/^crumb=[0-9a-f]{32}; Path=\/; SameSite=Lax$/);
    const again = await request('/', { headers: { Cookie: cookiesOf(first) } });
    expect(again.headers.get('Set-Cookie')).toBeNull();
  });

  it('refuses a state-changing call without cookies: enable cookies', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      const res = await request('/api/commerce/shopping-cart/entries', { method });
      expect(res.status, method).toBe(403);
      expect(await res.json()).toEqual({ error: COOKIES_DISABLED });
    }
  });

  it('refuses a call with cookies but a missing or wrong crumb: session expired', async () => {
    const { cookie, crumb } = await visit();
    const missing = await request('/api/x', { method: 'POST', headers: { Cookie: cookie } });
    expect(missing.status).toBe(403);
    expect(await missing.json()).toEqual({ error: SESSION_EXPIRED });
    const wrong = await request('/api/x', {
      method: 'POST',
      headers: { Cookie: cookie, 'X-CSRF-Token': crumb.replace(/./, 'x') },
    });
    expect(await wrong.json()).toEqual({ error: SESSION_EXPIRED });
    const otherCookie = await request('/api/x', {
      method: 'POST',
      headers: { Cookie: 'theme=dark', 'X-CSRF-Token': crumb },
    });
    expect(await otherCookie.json()).toEqual({ error: SESSION_EXPIRED });
  });

  it('lets the right crumb through, in the header or in a form field', async () => {
    const { cookie, crumb } = await visit();
    const header = await request('/api/x', { method: 'POST', headers: { Cookie: cookie, 'X-CSRF-Token': crumb } });
    expect(header.status).not.toBe(403);
    const form = await request('/members', {
      method: 'POST',
      headers: { Cookie: cookie, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ crumb, password: 'wrong' }).toString(),
    });
    expect(form.status).toBe(200);
  });

  it('answers a refused HTML form post with a page carrying the message', async () => {
    const res = await request('/members', {
      method: 'POST',
      headers: { Accept: 'text/html', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'password=open+sesame',
    });
    expect(res.status).toBe(403);
    expect(res.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(await res.text()).toContain(COOKIES_DISABLED);
  });
});

describe('the lock screen', () => {
  const post = (cookie: string, crumb: string, password: string) =>
    request('/members', {
      method: 'POST',
      headers: { Cookie: cookie, Accept: 'text/html', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ crumb, password }).toString(),
    });

  it('shows the lock screen (103, status 200: a form, not HTTP authentication) with the hint and a password form', async () => {
    const res = await request('/members');
    expect(res.status).toBe(200);
    expect(res.headers.get('X-Page-Type')).toBe('103');
    const html = await res.text();
    expect(html).toContain('Members is locked');
    expect(html).toContain('<p class="hint">What Ali Baba said.</p>');
    expect(html).not.toContain('secret handshake');
    expect(html).not.toContain('scrypt$');
  });

  it("puts each visitor's own crumb in the password form, cached page or not", async () => {
    const one = await visit();
    const two = await visit();
    for (const { cookie, crumb } of [one, two]) {
      const html = await (await request('/members', { headers: { Cookie: cookie } })).text();
      expect(html).toContain(`<input type="hidden" name="crumb" value="${crumb}">`);
    }
  });

  it('answers a wrong password with the lock screen and an error', async () => {
    const { cookie, crumb } = await visit();
    const res = await post(cookie, crumb, 'open says me');
    expect(res.status).toBe(200);
    expect(res.headers.get('Set-Cookie')).toBeNull();
    expect(await res.text()).toContain('<p class="error">That password is not correct. Please try again.</p>');
  });

  it('unlocks with the right password: HttpOnly signed cookie, redirect, protected content 105', async () => {
    const { cookie, crumb } = await visit();
    const res = await post(cookie, crumb, 'open sesame');
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toBe('/members');
    const setCookie = res.headers.get('Set-Cookie') ?? '';
    expect(setCookie).toMatch(/^unlock-col-members=[^;]+; Path=\/; HttpOnly; SameSite=Lax$/);
    const unlocked = await request('/members', { headers: { Cookie: `${cookie}; ${cookiesOf(res)}` } });
    expect(unlocked.status).toBe(200);
    expect(unlocked.headers.get('X-Page-Type')).toBe('105');
    expect(await unlocked.text()).toContain('The secret handshake.');
    const search = await request('/search?q=handshake', { headers: { Cookie: `${cookie}; ${cookiesOf(res)}` } });
    expect(await search.text()).toContain('1 results');
  });

  it('ignores a forged or unsigned unlock cookie', async () => {
    for (const forged of ['unlock-col-members=1', 'unlock-col-members=abc.def']) {
      const res = await request('/members', { headers: { Cookie: forged } });
      expect(res.headers.get('X-Page-Type')).toBe('103');
    }
  });
});
