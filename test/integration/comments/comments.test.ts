/**
 * Comments and likes on the demo's posts (issue 13 item 7), on each test database: a comment is
 * stored pending and not shown, shown once approved (with the count agreeing), never once
 * rejected; bad input is a 400 naming the field and stores nothing; robots and floods are
 * turned away; a like counts once per visitor; nothing crosses sites.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { approveComment, listPendingComments, rejectComment } from '../../../server/comments/moderation';
import { testDatabases } from '../../../server/db/test-databases';
import { suiteApp } from '../helpers/suite-app';
import { ANOTHER, DEMO, openDemoApp } from '../security/security-app';
import type { Visitor } from '../commerce/commerce-app';

const POST = { id: 'post-cast-iron-on-the-campfire', path: '/journal/cast-iron-on-the-campfire' };

describe.each(testDatabases())('comments and likes on $name', ({ open }) => {
  const demo = suiteApp(open, (db) => openDemoApp(db, { pageCacheMs: 0 }));
  // The demo sites have fixed ids, so a PostgreSQL database keeps an earlier run's comments:
  // each run starts from none on the post it tests.
  beforeAll(async () => {
    await demo.db.query(`delete from comments where website_id in ('demo', 'another') and item_id = $1`, [POST.id]);
  });

  const form = (visitor: Visitor, path: string, fields: Record<string, string>, host = DEMO) =>
    demo.app.request(`http://${host}${path}`, {
      method: 'POST',
      headers: {
        Cookie: `crumb=${visitor.crumb}`,
        'Content-Type': 'application/x-www-form-urlencoded',
        Accept: 'text/html',
      },
      body: new URLSearchParams({ crumb: visitor.crumb, ...fields }).toString(),
    });
  const comments = async (host = DEMO) => {
    const html = (await demo.page(host, POST.path)).html;
    return {
      heading: /<h2 class="comments__heading"[^>]*>([^<]*)</.exec(html)?.[1],
      authors: [...html.matchAll(/class="comment__author">([^<]*)</g)].map((m) => m[1]),
      html,
    };
  };

  it('shows what it counts: the post with none says No Comments and lists none', async () => {
    const before = await comments();
    expect(before.heading).toBe('No Comments');
    expect(before.authors).toEqual([]);
  });

  it('holds a comment for moderation, shows it once approved, and never once rejected', async () => {
    const visitor = demo.visitor();
    const posted = await form(visitor, `/comments/${POST.id}`, {
      authorName: ' Ada ',
      body: 'Seasoned mine with lard, <b>works</b>.',
    });
    expect(posted.status).toBe(303);
    expect(posted.headers.get('Location')).toBe(`${POST.path}#comment-pending`);
    expect((await comments()).authors).toEqual([]);

    const pending = await listPendingComments(demo.db, 'demo');
    const ada = pending.find((c) => c.authorName === 'Ada')!;
    expect(ada).toMatchObject({ itemId: POST.id, body: 'Seasoned mine with lard, <b>works</b>.', status: 'pending' });
    expect(await listPendingComments(demo.db, 'another')).toEqual([]);
    expect(await approveComment(demo.db, 'another', ada.id)).toBe(false);
    expect(await approveComment(demo.db, 'demo', ada.id)).toBe(true);
    const shown = await comments();
    expect(shown.heading).toBe('1 Comment');
    expect(shown.authors).toEqual(['Ada']);
    expect(shown.html).toContain('Seasoned mine with lard, &lt;b&gt;works&lt;/b&gt;.');
    expect(shown.html).toContain('1 Comment');

    await form(visitor, `/comments/${POST.id}`, { authorName: 'Spam', body: 'Buy now' });
    const spam = (await listPendingComments(demo.db, 'demo')).find((c) => c.authorName === 'Spam')!;
    expect(await rejectComment(demo.db, 'demo', spam.id)).toBe(true);
    expect((await comments()).authors).toEqual(['Ada']);
  });

  it('answers bad input with a 400 naming the field and stores nothing', async () => {
    const visitor = demo.visitor();
    const before = (await listPendingComments(demo.db, 'demo')).length;
    for (const fields of [
      { authorName: '', body: 'Hello there' },
      { authorName: 'A\u0000B', body: 'Hello there' },
      { authorName: 'Ann', body: 'x' },
      { authorName: 'Ann', body: 'y'.repeat(2001) },
    ]) {
      const res = await form(visitor, `/comments/${POST.id}`, fields);
      expect(res.status).toBe(400);
      expect(await res.text()).toMatch(/your name|a comment of 2 to 2000 characters/);
    }
    expect((await form(visitor, '/comments/no-such-post', { authorName: 'Ann', body: 'Hello there' })).status).toBe(
      404,
    );
    expect((await listPendingComments(demo.db, 'demo')).length).toBe(before);
  });

  it('drops what a robot fills into the hidden field, and limits a visitor to 5 comments an hour', async () => {
    const visitor = demo.visitor();
    const before = (await listPendingComments(demo.db, 'demo')).length;
    expect(
      (
        await form(visitor, `/comments/${POST.id}`, {
          authorName: 'Bot',
          body: 'Cheap pans',
          website: 'http://spam.test',
        })
      ).status,
    ).toBe(303);
    expect((await listPendingComments(demo.db, 'demo')).length).toBe(before);
    for (let i = 0; i < 5; i++)
      expect((await form(visitor, `/comments/${POST.id}`, { authorName: 'Eve', body: `Comment ${i}` })).status).toBe(
        303,
      );
    const sixth = await form(visitor, `/comments/${POST.id}`, { authorName: 'Eve', body: 'One more' });
    expect(sixth.status).toBe(429);
    expect((await listPendingComments(demo.db, 'demo')).length).toBe(before + 5);
  });

  it('counts one like per visitor and item, a second press takes it back, and not on another site', async () => {
    const likes = async () => Number(/data-like-count="(\d+)"/.exec((await demo.page(DEMO, POST.path)).html)?.[1]);
    const start = await likes();
    const visitor = demo.visitor();
    expect((await form(visitor, `/likes/${POST.id}`, {})).status).toBe(303);
    expect(await likes()).toBe(start + 1);
    expect((await form(visitor, `/likes/${POST.id}`, {})).status).toBe(303);
    expect(await likes()).toBe(start);
    expect((await form(visitor, `/likes/${POST.id}`, {})).status).toBe(303);
    expect((await form(demo.visitor(), `/likes/${POST.id}`, {})).status).toBe(303);
    expect(await likes()).toBe(start + 2);
    expect((await form(demo.visitor(ANOTHER), `/likes/${POST.id}`, {}, ANOTHER)).status).toBe(404);
  });

  it("answers the page's script with the visitor's like state, toggled by each press", async () => {
    const visitor = demo.visitor();
    const before = await visitor.get(`/api/likes/${POST.id}`);
    expect(before.status).toBe(200);
    expect(before.body).toEqual({ liked: false, count: expect.any(Number) });
    const liked = await visitor.post(`/api/likes/${POST.id}`, {});
    expect(liked.body).toEqual({ liked: true, count: before.body.count + 1 });
    expect((await visitor.get(`/api/likes/${POST.id}`)).body).toEqual(liked.body);
    const unliked = await visitor.post(`/api/likes/${POST.id}`, {});
    expect(unliked.body).toEqual({ liked: false, count: before.body.count });
    expect((await visitor.post('/api/likes/no-such-post', {})).status).toBe(404);
    expect((await demo.visitor(ANOTHER).get(`/api/likes/${POST.id}`)).status).toBe(404);
  });

  it('sends the forms of a French post under /fr and comes back to it in French', async () => {
    const page = (await demo.page(DEMO, `/fr${POST.path}`)).html;
    expect(page).toContain(`action="/fr/comments/${POST.id}"`);
    expect(page).toContain(`action="/fr/likes/${POST.id}"`);
    const visitor = demo.visitor();
    const posted = await form(visitor, `/fr/comments/${POST.id}`, { authorName: 'Aline', body: 'Très bon article.' });
    expect([posted.status, posted.headers.get('Location')]).toEqual([303, `/fr${POST.path}#comment-pending`]);
    expect((await listPendingComments(demo.db, 'demo')).some((c) => c.authorName === 'Aline')).toBe(true);
    const liked = await form(visitor, `/fr/likes/${POST.id}`, {});
    expect([liked.status, liked.headers.get('Location')]).toEqual([303, `/fr${POST.path}#like-${POST.id}`]);
    // The English post's forms stay where they were; on a site without French, /fr/comments/…
    // is a page path like any other, which takes no post.
    expect((await demo.page(DEMO, POST.path)).html).toContain(`action="/comments/${POST.id}"`);
    const elsewhere = await form(
      demo.visitor(ANOTHER),
      `/fr/comments/${POST.id}`,
      { authorName: 'A', body: 'Hi' },
      ANOTHER,
    );
    expect(elsewhere.status).toBe(405);
  });
});
