/**
 * Issue 23's owner content API for collections, their items and the navigation, on both
 * databases: a new blog with a post that shows once published and linked from the navigation
 * in one call; list with search, status and sort; delete, duplicate and reorder with the
 * stale-revision 409; the editor's words and limits naming the field; roles; audit entries.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDITOR_LIMITS } from '../../../domain';
import { testDatabases } from '../../../server/db/test-databases';
import { eventually, openContentApp, type ContentApp } from './content-app';

const API = '/api/owner/content';

describe.each(testDatabases())('owner content collections and items on $name', ({ open }) => {
  const t = {} as ContentApp;
  beforeAll(async () => {
    Object.assign(t, await openContentApp(await open()));
  }, 240_000);
  afterAll(async () => {
    await t.close?.();
    await t.db?.close();
  });
  /** Calls of a signed-in admin, each test's own: one script's API key has one bucket of 30 writes (rate limit). */
  const asAdmin = async () => {
    const admin = await t.signedIn('admin');
    return (method: string, path: string, body?: unknown) => admin.send(method, path, body);
  };

  it('adds a blog and a post, links it from the navigation in one call, and shows both once published', async () => {
    const blog = await t.withKey('POST', `${API}/collections`, { title: 'Field Notes', type: 'blog' });
    expect(blog.status).toBe(201);
    expect(blog.body).toEqual({ id: 'field-notes', urlId: 'field-notes', revision: 1 });
    // The url-slug filter of what the owner typed, made unique.
    const again = await t.withKey('POST', `${API}/collections`, {
      title: 'x',
      type: 'page',
      urlSlug: ' Field Notes! ',
    });
    expect(again.body.urlId).toBe('field-notes-2');
    expect((await t.withKey('POST', `${API}/collections`, { title: 'Cart', type: 'page' })).body.fieldErrors).toEqual({
      urlSlug: '/cart is not a valid page URL',
    });

    const post = await t.withKey('POST', `${API}/collections/field-notes/items`, {
      title: 'Crème brûlée at camp',
      body: '<p>Torch <b>it</b>.</p><script>alert(1)</script><img src="x" onerror="alert(1)">',
      tags: ['camp', 'food'],
    });
    expect(post.status).toBe(201);
    expect(post.body).toEqual({ id: 'post-creme-brulee-at-camp', urlId: 'creme-brulee-at-camp', revision: 1 });
    const same = await t.withKey('POST', `${API}/collections/field-notes/items`, { title: 'Crème brûlée at camp' });
    expect(same.body.urlId).toBe('creme-brulee-at-camp-2');

    // An edit names the revision it started from: the changed fields only, HTML sanitised, editor rules.
    const edit = (body: unknown) => t.withKey('PUT', `${API}/collections/field-notes/items/${post.body.id}`, body);
    const edited = await edit({ revision: 1, title: 'Crème brûlée at camp', tags: ['camp', 'food', 'dessert'] });
    expect(edited.body).toEqual({ revision: 2 });
    const stale = await edit({ revision: 1, title: 'Stale' });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ revision: 2, current: { tags: ['camp', 'food', 'dessert'] } });
    expect((await edit({ revision: 2, urlId: same.body.urlId })).body.fieldErrors).toEqual({
      urlId: 'Another item of this collection has the URL creme-brulee-at-camp-2.',
    });
    expect((await edit({ revision: 2, urlId: 'a b' })).body.fieldErrors).toEqual({
      urlId: 'a b is not a valid page URL',
    });
    expect((await edit({ revision: 2, status: 'archived' })).body.fieldErrors).toEqual({
      status: 'archived is not one of the expected options',
    });

    const nav = await t.withKey('PUT', `${API}/navigation`, { add: { collection: 'field-notes' } });
    expect(nav.status).toBe(200);
    expect(nav.body.links.at(-1)).toEqual({ title: 'Field Notes', url: '/field-notes' });
    // Adding it again changes nothing.
    expect((await t.withKey('PUT', `${API}/navigation`, { add: { collection: 'field-notes' } })).body).toEqual(
      nav.body,
    );
    const listed = (await t.withKey('GET', `${API}/collections`)).body.collections;
    expect(listed.find((c: { key: string }) => c.key === 'field-notes')).toMatchObject({
      type: 'blog',
      itemCount: 2,
      inNavigation: true,
      publishedRevision: null,
    });

    expect((await t.page('/field-notes/creme-brulee-at-camp')).status).toBe(404);
    expect((await t.withKey('POST', `${API}/publish`)).status).toBe(200);
    await eventually(async () => (await t.page('/field-notes/creme-brulee-at-camp')).status === 200);
    const page = (await t.page('/field-notes/creme-brulee-at-camp')).html;
    expect(page).toContain('Torch <b>it</b>.');
    expect(page).not.toContain('alert(1)');
    expect((await t.page('/shop')).html).toContain('href="/field-notes"');
  });

  it('lists items by search, status and sort; deletes, duplicates and reorders with 409 on a stale revision', async () => {
    const call = await asAdmin();
    const list = async (query = '') => (await call('GET', `${API}/collections/shop/items${query}`)).body;
    const all = await list();
    expect(all.collection).toMatchObject({ key: 'shop', type: 'products' });
    expect(all.items.map((i: { id: string }) => i.id).slice(0, 2)).toEqual(['prod-lamp', 'prod-shirt']);
    expect(all.items[0]).toMatchObject({ status: 'published', type: 'store-item', revision: 1 });
    expect((await list('?q=LAMP')).items.map((i: { id: string }) => i.id)).toEqual(['prod-lamp']);
    expect((await list('?status=draft')).items).toEqual([]);
    expect((await call('GET', `${API}/collections/shop/items?sort=size`)).body.fieldErrors).toEqual({
      sort: 'size is not one of the expected options',
    });

    const copy = await call('POST', `${API}/collections/shop/items/prod-lamp/duplicate`);
    expect(copy.status).toBe(201);
    const after = await list();
    expect(after.items[1]).toMatchObject({ id: copy.body.id, status: 'draft', title: `${all.items[0].title} (copy)` });
    expect((await list('?status=draft')).items.map((i: { id: string }) => i.id)).toEqual([copy.body.id]);

    const ids = after.items.map((i: { id: string }) => i.id);
    const reversed = [...ids].reverse();
    const stale = await call('PUT', `${API}/collections/shop/order`, {
      revision: all.collection.revision,
      ids: reversed,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.revision).toBe(after.collection.revision);
    const ordered = await call('PUT', `${API}/collections/shop/order`, {
      revision: after.collection.revision,
      ids: reversed,
    });
    expect(ordered.status).toBe(200);
    expect((await list()).items.map((i: { id: string }) => i.id)).toEqual(reversed);
    const missing = await call('PUT', `${API}/collections/shop/order`, {
      revision: ordered.body.revision,
      ids: reversed.slice(1),
    });
    expect(missing.body.fieldErrors).toEqual({ ids: 'Send every item of the collection once, in the new order.' });
    const tooMany = Array.from({ length: EDITOR_LIMITS.userOrderableCollection + 1 }, (_, i) => `x${i}`);
    expect(
      (await call('PUT', `${API}/collections/shop/order`, { revision: ordered.body.revision, ids: tooMany })).body
        .fieldErrors,
    ).toEqual({ ids: 'A collection can have at most 250 items.' });

    const gone = await call('DELETE', `${API}/collections/shop/items/${copy.body.id}`, { revision: 2 });
    expect(gone.status).toBe(409);
    expect(gone.body.revision).toBe(1);
    expect((await call('DELETE', `${API}/collections/shop/items/${copy.body.id}`, { revision: 1 })).body).toEqual({
      revision: 2,
    });
    expect((await list()).items.map((i: { id: string }) => i.id)).not.toContain(copy.body.id);
  });

  it("gives a Scheduled item's time in the list, and no time for the others", async () => {
    const call = await asAdmin();
    const list = async (query = '') => (await call('GET', `${API}/collections/shop/items${query}`)).body;
    const copy = await call('POST', `${API}/collections/shop/items/prod-lamp/duplicate`);
    expect((await list()).items.every((i: { publishOn?: number }) => i.publishOn === undefined)).toBe(true);
    const at = Date.UTC(2030, 0, 2, 15, 0);
    const scheduled = await call('PUT', `${API}/items/shop/${copy.body.id}/status`, {
      revision: copy.body.revision,
      status: 'scheduled',
      publishOn: at,
    });
    expect(scheduled.status).toBe(200);
    const listed = (await list('?status=scheduled')).items;
    expect(listed.map((i: { id: string; publishOn?: number }) => [i.id, i.publishOn])).toEqual([[copy.body.id, at]]);
  });

  it('adds a product to a named products collection, an event with its dates; refuses with the editor words', async () => {
    const call = await asAdmin();
    const made = await call('POST', `${API}/collections/shop/items`, {
      title: 'Trail Mug',
      productType: 1,
      variants: [{ sku: 'MUG', price: 1800, qtyInStock: 4, attributes: {} }],
    });
    expect(made.status).toBe(201);
    expect(made.body.urlId).toBe('trail-mug');

    const events = await call('POST', `${API}/collections`, { title: 'Walks', type: 'events' });
    const walk = await call('POST', `${API}/collections/${events.body.id}/items`, {
      title: 'Dawn walk',
      startDate: Date.UTC(2030, 4, 1, 6),
      location: { addressTitle: 'The ridge' },
    });
    expect(walk.status).toBe(201);
    const doc = (await call('GET', `${API}/documents/item/${events.body.id}/${walk.body.id}`)).body.draft;
    expect(doc).toMatchObject({ recordType: 12, startDate: Date.UTC(2030, 4, 1, 6), endDate: Date.UTC(2030, 4, 1, 7) });
    const walkPath = `${API}/collections/${events.body.id}/items/${walk.body.id}`;
    expect((await call('PUT', walkPath, { revision: 1, endDate: Date.UTC(2030, 4, 1, 5) })).body.fieldErrors).toEqual({
      endDate: 'An event must end after it starts.',
    });
    // A new start without an end keeps the event an hour long.
    expect((await call('PUT', walkPath, { revision: 1, startDate: Date.UTC(2030, 4, 2, 6) })).body).toEqual({
      revision: 2,
    });
    expect((await call('GET', `${API}/documents/item/${events.body.id}/${walk.body.id}`)).body.draft).toMatchObject({
      startDate: Date.UTC(2030, 4, 2, 6),
      endDate: Date.UTC(2030, 4, 2, 7),
      location: { addressTitle: 'The ridge' },
    });
    // A product's edit in its collection's call, `title` for `name`.
    const mug = `${API}/collections/shop/items/${made.body.id}`;
    expect((await call('PUT', mug, { revision: 1, title: 'Trail Mug, Blue' })).body).toEqual({ revision: 2 });
    const staleMug = await call('PUT', mug, { revision: 1, title: 'Stale' });
    expect(staleMug.status, JSON.stringify(staleMug.body)).toBe(409);

    const refuse = async (body: unknown) =>
      (await call('POST', `${API}/collections/${events.body.id}/items`, body)).body.fieldErrors;
    expect(await refuse({ title: 'a', tags: ['x'.repeat(51)] })).toEqual({
      tags: 'A tag can have at most 50 characters.',
    });
    expect(await refuse({ title: 'a', tags: ['a, b'] })).toEqual({ tags: 'You may only edit one tag at a time' });
    expect(await refuse({ title: 'a', categories: ['Walks', 'walks'] })).toEqual({
      categories: 'This category already exists',
    });
    expect(await refuse({ title: 'a', categories: ['c'.repeat(26)] })).toEqual({
      categories: 'A category can have at most 25 characters.',
    });
    expect(await refuse({ title: 'a', status: 'archived' })).toEqual({
      status: 'archived is not one of the expected options',
    });
    expect(await refuse({ title: 'a', image: 'm-nothing' })).toEqual({
      image: 'm-nothing is not one of the expected options',
    });
    expect(await refuse({ title: '' })).toEqual({ title: 'Please enter a title.' });
    expect((await call('POST', `${API}/collections`, { title: 'x', type: 'forum' })).body.fieldErrors).toEqual({
      type: 'forum is not one of the expected options',
    });
    const page = await call('POST', `${API}/collections`, { title: 'Story', type: 'page' });
    expect((await call('POST', `${API}/collections/${page.body.id}/items`, { title: 'a' })).body.fieldErrors).toEqual({
      collection: 'A page has no items: edit its text in the page itself.',
    });
    expect((await call('PUT', `${API}/collections/${events.body.id}/order`, { revision: 2, ids: [] })).status).toBe(
      400,
    );

    const nav = (await call('GET', `${API}/navigation`)).body;
    const bad = await call('PUT', `${API}/navigation`, {
      revision: nav.revision,
      links: [...nav.links, { title: 'Mail', url: 'mailto:nobody' }, { title: 'Away', url: 'not a link' }],
    });
    expect(bad.body.fieldErrors).toEqual({
      [`navigation.${nav.links.length}.url`]: 'Emails must be formatted as mailto:name@example.com',
      [`navigation.${nav.links.length + 1}.url`]: 'Links must be formatted as example.com or https://example.com',
    });
    const stale = await call('PUT', `${API}/navigation`, { revision: nav.revision - 1, links: [] });
    expect(stale.status).toBe(409);
    const removed = await call('PUT', `${API}/navigation`, { remove: '/field-notes' });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(removed.body.links.map((l: { url: string }) => l.url)).not.toContain('/field-notes');
  });

  it('lets viewers read, store managers write products only, editors the rest; logs every write', async () => {
    const viewer = await t.signedIn('viewer');
    expect((await viewer.get(`${API}/collections`)).status).toBe(200);
    expect((await viewer.get(`${API}/collections/shop/items`)).status).toBe(200);
    expect((await viewer.post(`${API}/collections`, { title: 'V', type: 'blog' })).status).toBe(403);
    expect((await viewer.put(`${API}/navigation`, { add: { collection: 'shop' } })).status).toBe(403);

    const manager = await t.signedIn('storeManager');
    expect((await manager.post(`${API}/collections/shop/items/prod-shirt/duplicate`)).status).toBe(201);
    expect((await manager.post(`${API}/collections`, { title: 'Outlet', type: 'products' })).status).toBe(201);
    expect((await manager.post(`${API}/collections`, { title: 'Diary', type: 'blog' })).status).toBe(403);
    expect((await manager.post(`${API}/collections/field-notes/items`, { title: 'No' })).status).toBe(403);
    expect((await manager.put(`${API}/navigation`, { add: { collection: 'shop' } })).status).toBe(403);

    const editor = await t.signedIn('editor');
    const post = await editor.post(`${API}/collections/field-notes/items`, { title: 'Editor post' });
    expect(post.status).toBe(201);

    const { entries } = (await (await t.signedIn('admin')).get(`${API}/audit`)).body;
    const entry = entries.find((e: { key: string; action: string }) => e.key === `field-notes/${post.body.id}`);
    expect(entry).toMatchObject({ kind: 'item', action: 'create', before: null, after: { title: 'Editor post' } });
    expect(entry.actor).toMatch(/^owner:/);
    expect(entries.some((e: { kind: string; key: string }) => e.kind === 'collection' && e.key === 'outlet')).toBe(
      true,
    );
  });
  it('answers malformed calls with a 4xx, never a 5xx', async () => {
    const call = await asAdmin();
    const bodies = [
      null,
      [],
      'text',
      42,
      { revision: 'one' },
      { revision: 0, ids: 'x' },
      { add: 5 },
      { links: [{}] },
      { title: ['x'] },
      { title: 'x', type: 'page', urlSlug: '\u0000' },
      { title: 'x', tags: 'a' },
      { remove: '/x', add: { collection: 'shop' } },
    ];
    const paths = [
      ['POST', `${API}/collections`],
      ['POST', `${API}/collections/shop/items`],
      ['POST', `${API}/collections/no-such/items`],
      ['POST', `${API}/collections/field-notes/items`],
      ['DELETE', `${API}/collections/shop/items/prod-lamp`],
      ['PUT', `${API}/collections/shop/items/prod-lamp`],
      ['PUT', `${API}/collections/field-notes/items/post-creme-brulee-at-camp`],
      ['POST', `${API}/collections/shop/items/nothing/duplicate`],
      ['PUT', `${API}/collections/shop/order`],
      ['PUT', `${API}/navigation`],
    ] as const;
    for (const [method, path] of paths)
      for (const body of bodies) {
        const answer = await call(method, path, body);
        expect(answer.status, `${method} ${path} ${JSON.stringify(body)}`).toBeGreaterThanOrEqual(400);
        expect(answer.status, `${method} ${path} ${JSON.stringify(body)}`).toBeLessThan(500);
      }
    for (const query of ['?sort=%00', '?status=x', `?q=${'x'.repeat(300)}`])
      expect((await call('GET', `${API}/collections/shop/items${query}`)).status).toBe(400);
    expect((await call('GET', `${API}/collections/${'%2e%2e%2f'}/items`)).status).toBe(404);
  });
});
