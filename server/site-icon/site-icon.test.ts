import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { FIXTURES_DIR, TEMPLATES_DIR } from '../paths';
import { configShell } from '../pages/config-app';
import { SiteRegistry } from '../sites/site-registry';
import { SITE_ICON_PATH } from '.';

describe("the site's icon", () => {
  it('answers /favicon.ico with the icon the pages link, not a 404', async () => {
    const sites = await SiteRegistry.load({ fixturesDir: FIXTURES_DIR, templatesDir: TEMPLATES_DIR });
    const app = createApp({ sites, secret: 'site-icon-test' });
    const response = await app.request('http://demo.localhost/favicon.ico');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toContain('image/svg+xml');
    expect(await response.text()).toBe(await readFile(join(TEMPLATES_DIR, 'assets', 'favicon.svg'), 'utf8'));
    expect((await app.request(`http://demo.localhost${SITE_ICON_PATH}`)).status).toBe(200);
  });

  it('is linked from the owner app, so /config loads with its icon', () => {
    const shell = configShell({ script: '/assets/admin-A.js', imports: [], css: '/assets/admin-A.css' }, 'Shop');
    expect(shell).toContain(`<link rel="icon" href="${SITE_ICON_PATH}" type="image/svg+xml">`);
  });
});
