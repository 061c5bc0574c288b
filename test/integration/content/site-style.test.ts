/**
 * The site style (issue 25): the content document style/site read and saved whole or by its
 * changed paths (the patch variant), checked before it is stored (a 400 naming the field),
 * previewed from the draft, and reaching visitors as CSS custom properties and self-served
 * fonts only once published.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSiteStyle, type SiteStyle } from '../../../domain';
import { testDatabases } from '../../../server/db/test-databases';
import { eventually, openContentApp, type ContentApp } from './content-app';

const STYLES = '/api/owner/content/styles';

function restyled(): SiteStyle {
  const style = defaultSiteStyle();
  style.colors.palette = style.colors.palette.map((p) => (p.id === 'accent' ? { ...p, hex: 'B5532F' } : p));
  style.fonts.activeThemeId = 'editorial';
  return style;
}

describe.each(testDatabases())('site style on $name', ({ open }) => {
  const t = {} as ContentApp;
  beforeAll(async () => {
    Object.assign(t, await openContentApp(await open()));
  }, 240_000);
  afterAll(async () => {
    await t.close?.();
    await t.db?.close();
  });

  /** The stylesheet a visitor's page links. */
  async function visitorCss(): Promise<string> {
    const { html } = await t.page('/');
    const href = /<link rel="stylesheet" href="(\/assets\/site\.[0-9a-f]{10}\.css)">/.exec(html)?.[1];
    expect(href).toBeDefined();
    return (await t.app.request(`http://shop.localhost${href}`)).text();
  }

  it('starts from the default style, refuses bad colours and fonts naming the field, and saves changed paths', async () => {
    const first = await t.withKey('GET', STYLES);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      style: defaultSiteStyle(),
      revision: null,
      publishedRevision: null,
      patchEnabled: false,
    });

    const style = restyled();
    const badHex = structuredClone(style.colors.palette);
    badHex[5] = { ...badHex[5]!, hex: '#b5532' };
    const refused = await t.withKey('PATCH', STYLES, { changes: { 'colors.palette': badHex } });
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors).toEqual({
      'changes.colors.palette.5.hex': 'A colour is 3 or 6 hex digits, with or without # (#2e5339).',
    });
    const badFont = {
      ...style,
      fonts: { ...style.fonts, themes: [{ id: 'x', name: 'X', heading: 'comic-sans', body: 'inter' }] },
    };
    const put = await t.withKey('PUT', '/api/owner/content/documents/style/site', { body: badFont });
    expect(put.status).toBe(400);
    expect(put.body.fieldErrors['body.fonts.themes.0.heading']).toBe('comic-sans is not one of the expected options');
    const dangling = await t.withKey('PATCH', STYLES, { changes: { 'colors.activeThemeId': 'neon' } });
    expect(dangling.body.fieldErrors).toEqual({ 'changes.colors.activeThemeId': 'This names no theme.' });
    expect((await t.withKey('PATCH', STYLES, { changes: { 'colors.nope': 1 } })).status).toBe(400);

    const saved = await t.withKey('PATCH', STYLES, {
      changes: { 'colors.palette': style.colors.palette, 'fonts.activeThemeId': 'editorial' },
    });
    expect(saved).toMatchObject({ status: 200, body: { revision: 1 } });
    const after = await t.withKey('GET', STYLES);
    expect(after.body).toMatchObject({ style, revision: 1, publishedRevision: null });

    // Stale or missing revisions answer 409, nothing saved; viewers may not write.
    expect((await t.withKey('PATCH', STYLES, { changes: { 'colors.activeThemeId': 'dark' } })).status).toBe(409);
    expect(
      (await t.withKey('PATCH', STYLES, { revision: 7, changes: { 'colors.activeThemeId': 'dark' } })).status,
    ).toBe(409);
    const viewer = await t.signedIn('viewer');
    expect(
      (await viewer.send('PATCH', STYLES, { revision: 1, changes: { 'colors.activeThemeId': 'dark' } })).status,
    ).toBe(403);
    expect((await t.withKey('GET', STYLES)).body.revision).toBe(1);
  });

  it('previews the draft style inline while visitors keep the published one, then restyles every page once published', async () => {
    expect(await visitorCss()).not.toContain('--accent: #b5532f');

    const editor = await t.signedIn('editor');
    const preview = await (await editor.request('POST', '/api/owner/content/preview', { path: '/' })).text();
    expect(preview).toContain('--accent: #b5532f;');
    expect(preview).toMatch(/@font-face \{ font-family: 'Playfair Display'; font-style: normal; font-weight: 700;/);
    expect(preview).not.toMatch(/<link rel="stylesheet" href="\/assets\/site\./);

    expect((await t.withKey('POST', '/api/owner/content/publish')).status).toBe(200);
    await eventually(async () => (await visitorCss()).includes('--accent: #b5532f;'));
    const css = await visitorCss();
    expect(css).toContain("--font-headings: 'Playfair Display', Georgia, serif;");
    expect(css).toContain("--font-body: 'Source Sans 3', system-ui, sans-serif;");
    // The fonts come from the site itself, hashed and cached for good.
    const fontUrl = /url\((\/assets\/font-playfair-display-700\.[0-9a-f]{10}\.woff2)\)/.exec(css)?.[1];
    expect(fontUrl).toBeDefined();
    const font = await t.app.request(`http://shop.localhost${fontUrl}`);
    expect(font.status).toBe(200);
    expect(font.headers.get('content-type')).toBe('font/woff2');
    expect(font.headers.get('cache-control')).toContain('immutable');
    expect(css).not.toMatch(/https?:\/\//);

    // Every page links the same restyled stylesheet.
    const shop = (await t.page('/shop')).html;
    const home = (await t.page('/')).html;
    const link = (html: string) => /href="(\/assets\/site\.[0-9a-f]{10}\.css)"/.exec(html)?.[1];
    expect(link(shop)).toBe(link(home));
    expect((await t.withKey('GET', STYLES)).body.publishedRevision).toBe(1);
  });
});
