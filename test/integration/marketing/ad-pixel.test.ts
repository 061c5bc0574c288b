import { gunzipSync, gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { roleCan } from '../../../domain/website-roles';
import { readManifest } from '../../../islands/manifest';
import { adPixel, adPixelSettingsStore } from '../../../server/ad-pixel';
import { testDatabases } from '../../../server/db/test-databases';
import { CONTENT_SECURITY_POLICY, securityHeaders } from '../../../server/middleware/security-headers';
import { deflateParts, gzipWithCrumb } from '../../../server/render/gzip-parts';
import { suiteApp } from '../helpers/suite-app';
import { openMarketingApp, ROLES } from './marketing-app';
import type { AppEnv } from '../../../server/types';
import type { Site } from '../../../server/sites/types';

const SETTINGS = '/api/owner/settings/marketing';
const PIXEL = '123456789012345';
const INVALID = 'The pixel id is 15 or 16 digits, as your ads manager shows it.';

/** A page as the page routes answer it: the tracking context before </body> (a tracked page) or not. */
function pageApp(db: Parameters<typeof adPixel>[0], site: Site, tracked: boolean) {
  const app = new Hono<AppEnv>();
  app.use(securityHeaders());
  app.use(async (c, next) => {
    c.set('site', site);
    await next();
  });
  app.use(adPixel(db));
  app.get('/page', (c) =>
    c.html(
      `<html><body><main>Hi</main>${tracked ? '<script type="application/json" id="tracking-context">{}</script>' : ''}</body></html>`,
    ),
  );
  // A cached page arrives gzipped already (server/render/gzip-parts.ts).
  app.get('/gzipped', (c) => {
    c.header('Content-Type', 'text/html; charset=UTF-8');
    c.header('Content-Encoding', 'gzip');
    return c.body(gzipSync('<main>Hé</main><script type="application/json" id="tracking-context">{}</script>'));
  });
  app.get('/data.json', (c) => c.json({ html: '<script type="application/json" id="tracking-context">' }));
  return app;
}

describe.each(testDatabases())('ad pixel setting on $name', ({ open }) => {
  const t = suiteApp(open, (db) => openMarketingApp(db));

  it.each(ROLES)('%s: reads and saves the marketing settings only with store.settings', async (role) => {
    const owner = await t.signedIn(role);
    const read = await owner.get(SETTINGS);
    const write = await owner.put(SETTINGS, { pixelId: null });
    if (roleCan(role, 'store.settings')) {
      expect(read.status).toBe(200);
      expect(read.body.feeds).toEqual({
        instagram: 'http://shop.localhost/feeds/instagram-products.xml',
        dynamicAds: 'http://shop.localhost/feeds/dynamic-ads.tsv',
      });
      expect(write).toMatchObject({ status: 200, body: { pixelId: null } });
    } else {
      expect([read.status, read.body]).toEqual([403, { error: 'Your role does not allow this.' }]);
      expect([write.status, write.body]).toEqual([403, { error: 'Your role does not allow this.' }]);
    }
  });

  it('answers 401 without a session, 403 to another site’s owner, and needs the crumb to save', async () => {
    expect((await t.visitor().get(SETTINGS)).status).toBe(401);
    expect((await t.visitor().put(SETTINGS, { pixelId: PIXEL })).status).toBe(401);
    const rival = await t.rival();
    const stolen = t.visitor();
    stolen.cookies.set('owner_session', rival.cookies.get('owner_session')!);
    expect((await stolen.put(SETTINGS, { pixelId: PIXEL })).status).toBe(403);
    const admin = await t.signedIn('admin');
    const noCrumb = await admin.send('PUT', SETTINGS, { pixelId: PIXEL }, { 'X-CSRF-Token': '' });
    expect(noCrumb.status).toBe(403);
    expect((await adPixelSettingsStore(t.db).get(t.shopId)).pixelId).not.toBe(PIXEL);
  });

  it('saves a valid id (trimmed), clears it with null or empty text, and refuses hostile ids naming the field', async () => {
    const admin = await t.signedIn('admin');
    expect((await admin.put(SETTINGS, { pixelId: ` ${PIXEL} ` })).body.pixelId).toBe(PIXEL);
    const hostile: unknown[] = [
      'abc',
      '12345678901234',
      '12345678901234567',
      `${PIXEL}\u0000`,
      '\ud800123456789012345',
      '１２３４５６７８９０１２３４５', // full-width digits
      123456789012345, // a number, not text
      [PIXEL],
      { id: PIXEL },
      true,
    ];
    for (const pixelId of hostile) {
      const answer = await admin.put(SETTINGS, { pixelId });
      expect([String(pixelId), answer.status, typeof answer.body.fieldErrors?.pixelId]).toEqual([
        String(pixelId),
        400,
        'string',
      ]);
    }
    expect((await admin.put(SETTINGS, { pixelId: 'abc' })).body.fieldErrors.pixelId).toBe(INVALID);
    expect((await admin.put(SETTINGS, {})).status).toBe(400);
    expect((await admin.request('PUT', SETTINGS, '{"pixelId":1e400}')).status).toBe(400);
    expect((await admin.request('PUT', SETTINGS, '{"pixelId":')).status).toBe(400);
    expect((await admin.put(SETTINGS, [PIXEL])).status).toBe(400);
    const deep = await admin.request('PUT', SETTINGS, JSON.parse(`${'{"a":'.repeat(200)}1${'}'.repeat(200)}`));
    expect(deep.status).toBe(400);
    // Nothing refused changed what was stored.
    expect((await admin.get(SETTINGS)).body.pixelId).toBe(PIXEL);
    expect((await admin.put(SETTINGS, { pixelId: '' })).body.pixelId).toBeNull();
    expect((await admin.get(SETTINGS)).body.pixelId).toBeNull();
  });

  it('puts the pixel id beside the tracking context and opens the CSP for its hosts only when set', async () => {
    const site = t.sites.all().find((s) => s.id === t.shopId)!;
    const store = adPixelSettingsStore(t.db);
    await store.save(t.shopId, { pixelId: null });
    const page = pageApp(t.db, site, true);
    const none = await page.request('http://shop.localhost/page');
    expect(await none.text()).not.toContain('id="ad-pixel"');
    expect(none.headers.get('Content-Security-Policy')).toBe(CONTENT_SECURITY_POLICY);

    await store.save(t.shopId, { pixelId: PIXEL });
    const withPixel = await page.request('http://shop.localhost/page');
    const html = await withPixel.text();
    const config =
      /<script type="application\/json" id="ad-pixel">([^<]*)<\/script><script type="application\/json" id="tracking-context">/.exec(
        html,
      );
    expect(JSON.parse(config![1]!)).toEqual({ pixelId: PIXEL });
    const csp = withPixel.headers.get('Content-Security-Policy')!;
    const directive = (name: string) =>
      csp
        .split('; ')
        .find((d) => d.startsWith(`${name} `))!
        .split(' ')
        .slice(1);
    expect(directive('script-src')).toEqual(["'self'", 'https://connect.facebook.net']);
    expect(directive('img-src')).toEqual(["'self'", 'data:', 'https://www.facebook.com']);
    expect(directive('connect-src')).toEqual(["'self'", 'https://www.facebook.com']);
    expect(directive('default-src')).toEqual(["'self'"]);

    // A page gzipped already is read as HTML and sent plain, for the compression middleware to gzip.
    const gzipped = await page.request('http://shop.localhost/gzipped');
    expect(gzipped.headers.get('Content-Encoding')).toBeNull();
    expect(await gzipped.text()).toBe(
      `<main>Hé</main><script type="application/json" id="ad-pixel">{"pixelId":"${PIXEL}"}</script><script type="application/json" id="tracking-context">{}</script>`,
    );

    // Untracked pages (not found, lock screen) and non-HTML answers are left as they are.
    const untracked = await pageApp(t.db, site, false).request('http://shop.localhost/page');
    expect(await untracked.text()).not.toContain('ad-pixel');
    expect(untracked.headers.get('Content-Security-Policy')).toBe(CONTENT_SECURITY_POLICY);
    const json = await page.request('http://shop.localhost/data.json');
    expect(await json.json()).toEqual({ html: '<script type="application/json" id="tracking-context">' });
    expect(json.headers.get('Content-Security-Policy')).toBe(CONTENT_SECURITY_POLICY);

    // Another site's pages never carry this site's pixel.
    const rival = t.sites.all().find((s) => s.id === t.rivalId)!;
    expect(await (await pageApp(t.db, rival, true).request('http://rival.localhost/page')).text()).not.toContain(
      'ad-pixel',
    );
    await store.save(t.shopId, { pixelId: null });
  });

  it('a saved pixel reaches the next page view of the real app (the page cache is dropped), in the gzip made once per render, and a cleared one leaves it', async () => {
    const admin = await t.signedIn('admin');
    /** Gzipped pages also tell whether the gzip was the page cache's, made once per render. */
    const gzipOfRender: boolean[] = [];
    const view = async (gzip = false) => {
      const visitor = t.visitor();
      const response = await visitor.request('GET', '/shop', undefined, {
        Accept: 'text/html',
        ...(gzip ? { 'Accept-Encoding': 'gzip' } : {}),
      });
      // A cached page is gzipped once per render; the pixel goes into it all the same.
      const bytes = Buffer.from(await response.arrayBuffer());
      const gzipped = response.headers.get('Content-Encoding') === 'gzip';
      const html = (gzipped ? gunzipSync(bytes) : bytes).toString();
      // The page cache's gzip, its parts deflated once per render (render/gzip-parts.ts), not the
      // page unzipped and gzipped again per response to add the pixel.
      const crumb = Buffer.from(visitor.crumb);
      const parts = html.split(visitor.crumb).map((part) => Buffer.from(part));
      if (gzipped) gzipOfRender.push(bytes.equals(gzipWithCrumb(deflateParts(parts), crumb)));
      return {
        tracked: html.includes('id="tracking-context"'),
        pixel: html.includes('id="ad-pixel"'),
        csp: response.headers.get('Content-Security-Policy'),
      };
    };
    expect(await view()).toMatchObject({ pixel: false, csp: CONTENT_SECURITY_POLICY });
    await admin.put(SETTINGS, { pixelId: PIXEL });
    // Pages carry a tracking context only when the island bundle is built (dist/): the pixel
    // goes with it, never without it.
    const after = await view();
    expect(after.tracked).toBe(Boolean(readManifest()?.tracking));
    expect(after.pixel).toBe(after.tracked);
    expect(after.csp!.includes('https://connect.facebook.net')).toBe(after.tracked);
    expect(await view(true)).toEqual(after);
    expect(gzipOfRender).toEqual([true]);
    await admin.put(SETTINGS, { pixelId: null });
    expect(await view()).toMatchObject({ pixel: false, csp: CONTENT_SECURITY_POLICY });
  });
});
