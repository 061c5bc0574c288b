/**
 * The comment moderation panel's owner calls (issue 13), on each test database: the held
 * comments a page at a time, oldest first, with their post; approve / reject / delete; only
 * for roles with the `moderation` permission, only within the owner's own site; an approved
 * comment shows on its post at once even though pages are cached.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { insertComment } from '../../../server/comments/comment-store';
import { testDatabases } from '../../../server/db/test-databases';
import { saveOwner } from '../../../server/owner/accounts';
import { suiteApp } from '../helpers/suite-app';
import { Visitor } from '../commerce/commerce-app';
import { openOwnerApp, PASSWORD, ROLES } from '../owner/owner-app';
import { DEMO, openDemoApp } from '../security/security-app';
import { ROLE_PERMISSIONS } from '../../../domain/website-roles';

const BASE = '/api/owner/comments';

describe.each(testDatabases())('comment moderation calls on $name', ({ open }) => {
  const owner = suiteApp(open, (db) => openOwnerApp(db));

  it('lists held comments oldest first, 20 a page, with a cursor that neither repeats nor skips', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 23; i++)
      ids.push(
        await insertComment(owner.db, owner.storeId, {
          itemId: 'post-gone',
          authorName: `Reader ${i}`,
          body: `Comment ${i}`,
          visitor: 'v',
        }),
      );
    const moderator = await owner.signedIn('moderator');
    const first = await moderator.get(BASE);
    expect(first.status).toBe(200);
    expect(first.body.comments).toHaveLength(20);
    expect(first.body.comments.find((c: { authorName: string }) => c.authorName === 'Reader 0')).toMatchObject({
      body: 'Comment 0',
      itemId: 'post-gone',
      itemTitle: 'post-gone',
      itemUrl: null,
    });
    expect(first.body.hasNextPage).toBe(true);
    const second = await moderator.get(`${BASE}?cursor=${first.body.nextPageCursor}`);
    expect(second.body.comments).toHaveLength(3);
    expect([second.body.hasNextPage, second.body.nextPageCursor]).toEqual([false, null]);
    // Oldest first (comments of the same instant in id order): every one once.
    const listed = [...first.body.comments, ...second.body.comments];
    expect(listed.map((c: { id: string }) => c.id).sort()).toEqual([...ids].sort());
    const times = listed.map((c: { created: string }) => Date.parse(c.created));
    expect(times).toEqual([...times].sort((a, b) => a - b));

    // Decisions: each leaves the queue; an unknown or foreign id is a 404.
    expect((await moderator.post(`${BASE}/${ids[0]}/approve`)).body).toEqual({ id: ids[0], status: 'approved' });
    expect((await moderator.post(`${BASE}/${ids[1]}/reject`)).body).toEqual({ id: ids[1], status: 'rejected' });
    expect((await moderator.delete(`${BASE}/${ids[2]}`)).body).toEqual({ id: ids[2], deleted: true });
    expect((await moderator.delete(`${BASE}/${ids[2]}`)).status).toBe(404);
    expect((await moderator.post(`${BASE}/${randomUUID()}/approve`)).status).toBe(404);
    const after = await moderator.get(BASE);
    expect(after.body.comments.some((c: { id: string }) => ids.slice(0, 3).includes(c.id))).toBe(false);
    expect(after.body.comments).toHaveLength(20);
    const statuses = await owner.db.query<{ id: string; status: string }>(
      'select id, status from comments where id = any($1)',
      [ids.slice(0, 3)],
    );
    expect(Object.fromEntries(statuses.map((r) => [r.id, r.status]))).toEqual({
      [ids[0]]: 'approved',
      [ids[1]]: 'rejected',
    });
  });

  it('is for roles with the moderation permission only', async () => {
    const id = await insertComment(owner.db, owner.storeId, {
      itemId: 'post-x',
      authorName: 'Ada',
      body: 'Hello',
      visitor: 'v',
    });
    for (const role of ROLES) {
      const visitor = await owner.signedIn(role);
      const allowed = ROLE_PERMISSIONS[role].includes('moderation');
      expect((await visitor.get(BASE)).status, role).toBe(allowed ? 200 : 403);
      if (!allowed) expect((await visitor.post(`${BASE}/${id}/approve`)).status, role).toBe(403);
    }
    expect((await owner.visitor().get(BASE)).status).toBe(401);
  });

  it("never reaches another site's comments, and refuses hostile ids and cursors with a 4xx", async () => {
    const id = await insertComment(owner.db, owner.storeId, {
      itemId: 'post-y',
      authorName: 'Store reader',
      body: 'Mine',
      visitor: 'v',
    });
    expect((await owner.rival.get(BASE)).body.comments.some((c: { id: string }) => c.id === id)).toBe(false);
    for (const call of [
      () => owner.rival.post(`${BASE}/${id}/approve`),
      () => owner.rival.post(`${BASE}/${id}/reject`),
      () => owner.rival.delete(`${BASE}/${id}`),
    ]) {
      expect((await call()).status).toBe(404);
    }
    const moderator = await owner.signedIn('moderator');
    for (const bad of [
      '%00',
      'x'.repeat(3000),
      '%ED%A0%80',
      Buffer.from('["a",1]').toString('base64url'),
      Buffer.from('{"a":1}').toString('base64url'),
      Buffer.from(`["yesterday","${randomUUID()}"]`).toString('base64url'),
      '!!',
    ]) {
      const answer = await moderator.get(`${BASE}?cursor=${bad}`);
      expect(answer.status, bad.slice(0, 20)).toBe(400);
    }
    for (const bad of ['not-a-uuid', '%00', `${id}%27`])
      expect([400, 404]).toContain((await moderator.post(`${BASE}/${bad}/approve`)).status);
    expect((await owner.db.query('select status from comments where id = $1', [id]))[0]).toEqual({ status: 'pending' });
  });
});

describe.each(testDatabases())('moderation shows on the demo post on $name', ({ open }) => {
  // Pages are cached for a minute: the decision must drop the site's cached pages.
  const demo = suiteApp(open, (db) => openDemoApp(db, { pageCacheMs: 60_000 }));
  const POST = { id: 'post-planning-a-first-overnight', path: '/journal/planning-a-first-overnight' };

  it('an approved comment shows on its post at once', async () => {
    const email = `moderator-${randomUUID()}@northwind.test`;
    await saveOwner(demo.db, 'demo', { email, password: PASSWORD, role: 'moderator' });
    const moderator = new Visitor(demo.app, DEMO);
    expect((await moderator.post('/api/owner/session', { email, password: PASSWORD })).status).toBe(200);
    const author = `Grace ${randomUUID().slice(0, 8)}`;
    expect((await demo.page(DEMO, POST.path)).html).not.toContain(author);
    const id = await insertComment(demo.db, 'demo', {
      itemId: POST.id,
      authorName: author,
      body: 'Lovely pan.',
      visitor: 'v',
    });
    const held = (await moderator.get(BASE)).body.comments.find((c: { id: string }) => c.id === id);
    expect(held).toMatchObject({ itemTitle: 'Planning Your First Overnight', itemUrl: POST.path });
    expect((await moderator.post(`${BASE}/${id}/approve`)).status).toBe(200);
    expect((await demo.page(DEMO, POST.path)).html).toContain(author);
    // The demo site is shared by the suites on a PostgreSQL server: leave its post as it was.
    expect((await moderator.delete(`${BASE}/${id}`)).status).toBe(200);
  });
});
