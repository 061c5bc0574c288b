import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { FIXTURES_DIR, TEMPLATES_DIR } from '../paths';
import { SiteRegistry } from '../sites/site-registry';

const POST = 'post-notes-from-the-summer-star-camp';
const CRUMB = 'c'.repeat(32);

describe('the like calls on a server without a database', () => {
  it("answer a post's own count, not liked, so its page loads without an error; a like is refused", async () => {
    const sites = await SiteRegistry.load({ fixturesDir: FIXTURES_DIR, templatesDir: TEMPLATES_DIR });
    const app = createApp({ sites, secret: 'like-routes-test' });
    const read = await app.request(`http://demo.localhost/api/likes/${POST}`);
    expect(read.status).toBe(200);
    expect(await read.json()).toEqual({ liked: false, count: expect.any(Number) });
    expect((await app.request('http://demo.localhost/api/likes/no-such-post')).status).toBe(404);
    const like = await app.request(`http://demo.localhost/api/likes/${POST}`, {
      method: 'POST',
      headers: { Cookie: `crumb=${CRUMB}`, 'X-CSRF-Token': CRUMB },
    });
    expect(like.status).toBe(503);
  });
});
