/**
 * The editors' live preview (issue 24): `POST /api/owner/content/preview` renders a page from
 * the site's drafts with unsaved documents laid over them, for signed-in owners only, never
 * cached, and never changing what visitors see.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../server/db/test-databases';
import { openContentApp, type ContentApp } from './content-app';

const PREVIEW = '/api/owner/content/preview';

describe.each(testDatabases())('content preview on $name', ({ open }) => {
  const t = {} as ContentApp;
  beforeAll(async () => {
    Object.assign(t, await openContentApp(await open()));
  }, 240_000);
  afterAll(async () => {
    await t.close?.();
    await t.db?.close();
  });

  it('renders a draft product and an unsaved edit of it, as HTML nobody caches, while visitors see neither', async () => {
    const created = await t.withKey('POST', '/api/owner/content/products', {
      name: 'Tide Clock',
      productType: 1,
      description: 'Brass.',
      variants: [{ sku: 'TIDE-1', price: 5400, qtyInStock: 2, attributes: {} }],
    });
    expect(created.status).toBe(201);
    const editor = await t.signedIn('viewer');
    const draft = await editor.request('POST', PREVIEW, { path: '/shop/tide-clock' });
    expect(draft.status).toBe(200);
    expect(draft.headers.get('content-type')).toContain('text/html');
    expect(draft.headers.get('cache-control')).toBe('no-store');
    expect(draft.headers.get('x-preview-status')).toBe('200');
    expect(await draft.text()).toContain('Tide Clock');

    const key = `shop/${created.body.id}`;
    const doc = await t.withKey('GET', `/api/owner/content/documents/item/${key}`);
    const edited = { ...doc.body.draft, title: 'Tide Clock Deluxe', status: 'draft' };
    const unsaved = await editor.request('POST', PREVIEW, {
      path: '/shop/tide-clock',
      documents: [{ kind: 'item', key, body: edited }],
    });
    const html = await unsaved.text();
    expect(html).toContain('Tide Clock Deluxe');
    // Nothing was saved or published by previewing.
    expect((await t.withKey('GET', `/api/owner/content/documents/item/${key}`)).body.revision).toBe(1);
    expect((await t.page('/shop/tide-clock')).status).toBe(404);
  });

  it("sanitises an item's rich text when it is saved", async () => {
    const created = await t.withKey('POST', '/api/owner/content/products', {
      name: 'Signal Mirror',
      productType: 1,
      variants: [{ sku: 'MIRROR-1', price: 900, attributes: {} }],
    });
    const key = `shop/${created.body.id}`;
    const doc = await t.withKey('GET', `/api/owner/content/documents/item/${key}`);
    const body = {
      ...doc.body.draft,
      body: '<p onclick="steal()">Polished <strong>steel</strong><script>steal()</script></p>',
    };
    const saved = await t.withKey('PUT', `/api/owner/content/documents/item/${key}`, { revision: 1, body });
    expect(saved.status).toBe(200);
    const after = await t.withKey('GET', `/api/owner/content/documents/item/${key}`);
    expect(after.body.draft.body).toBe('<p>Polished <strong>steel</strong></p>');
  });

  it('answers a missing page with its not-found page and the status in X-Preview-Status', async () => {
    const editor = await t.signedIn('editor');
    const missing = await editor.request('POST', PREVIEW, { path: '/shop/no-such-thing' });
    expect(missing.status).toBe(200);
    expect(missing.headers.get('x-preview-status')).toBe('404');
  });

  it('refuses visitors, a missing crumb, paths off the site and kinds it does not know', async () => {
    expect((await t.visitor().send('POST', PREVIEW, { path: '/' })).status).toBe(401);
    const editor = await t.signedIn('editor');
    expect((await editor.send('POST', PREVIEW, { path: '/' }, { 'X-CSRF-Token': 'wrong' })).status).toBe(403);
    const offSite = await editor.send('POST', PREVIEW, { path: '//evil.example/' });
    expect(offSite.status).toBe(400);
    expect(offSite.body.fieldErrors).toEqual({ path: '//evil.example/ is not a valid page URL' });
    const kind = await editor.send('POST', PREVIEW, { path: '/', documents: [{ kind: 'secret', key: 'x', body: {} }] });
    expect(kind.status).toBe(400);
    expect(kind.body.fieldErrors).toEqual({ 'documents.0.kind': 'secret is not one of the expected options' });
  });
});
