import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { CONTENT_SECURITY_POLICY } from '../middleware/security-headers';
import { FIXTURES_DIR, TEMPLATES_DIR } from '../paths';
import { SiteRegistry } from '../sites/site-registry';
import { configAppRoutes, configShell } from './config-app';
import type { Manifest } from '../../islands';

const BUNDLE = {
  script: '/assets/admin-ABCDEFGH.js',
  imports: ['/assets/chunk-REACTREA.js'],
  css: '/assets/admin-CSSCSSCS.css',
};
const MANIFEST: Manifest = {
  boot: '/assets/boot-BOOTBOOT.js',
  bootImports: [],
  css: '/assets/islands-X.css',
  islands: {},
  admin: BUNDLE,
};

async function app(manifest: Manifest | undefined) {
  const sites = await SiteRegistry.load({ fixturesDir: FIXTURES_DIR, templatesDir: TEMPLATES_DIR });
  const full = createApp({ sites, secret: 'config-app-test' });
  // The real app answers /config from dist/manifest.json; this one from the manifest given.
  const { Hono } = await import('hono');
  const { siteResolver } = await import('../middleware/site-resolver');
  const only = new Hono().use(siteResolver({ sites })).route('/config', configAppRoutes({ manifest: () => manifest }));
  return { full, only };
}

describe('the /config shell', () => {
  it('answers every path under /config with the same shell, loading only the owner bundle', async () => {
    const { only } = await app(MANIFEST);
    for (const path of ['/config', '/config/', '/config/orders/1001', '/config/api-keys/terms']) {
      const response = await only.request(`http://demo.localhost${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('Cache-Control')).toBe('no-store');
      const html = await response.text();
      expect(html).toContain('<script type="module" src="/assets/admin-ABCDEFGH.js"></script>');
      expect(html).toContain('<link rel="stylesheet" href="/assets/admin-CSSCSSCS.css">');
      expect(html).toContain('<link rel="modulepreload" href="/assets/chunk-REACTREA.js">');
      expect(html).not.toContain('boot-BOOTBOOT');
      // No inline script: every <script> has a src.
      expect(html.match(/<script(?![^>]*\ssrc=)[^>]*>/g)).toBeNull();
    }
  });

  it('escapes the site title it writes into the page', () => {
    const html = configShell(BUNDLE, '<b>"Shop" & co</b>');
    expect(html).toContain('<title>&lt;b&gt;&quot;Shop&quot; &amp; co&lt;/b&gt; — Store admin</title>');
    expect(html).toContain('data-site-title="&lt;b&gt;&quot;Shop&quot; &amp; co&lt;/b&gt;"');
  });

  it('says in words that the app is not built when there is no manifest', async () => {
    const { only } = await app(undefined);
    const response = await only.request('http://demo.localhost/config/inventory');
    expect(response.status).toBe(503);
    expect(await response.text()).toContain('Run npm run build');
  });

  it('is wired before the page routes, under the site CSP, and leaves /configure to them', async () => {
    const { full } = await app(MANIFEST);
    const response = await full.request('http://demo.localhost/config/inventory');
    // Built or not, /config is the owner app's (200 with the shell, or 503 before a build), never the 404 page.
    expect([200, 503]).toContain(response.status);
    expect(response.headers.get('Content-Security-Policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(response.headers.get('X-Robots-Tag')).toBe('noindex');
    expect((await full.request('http://demo.localhost/configure')).status).toBe(404);
  });
});
