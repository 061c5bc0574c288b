import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../server/db/test-databases';
import { FIXTURES_DIR, TEMPLATES_DIR } from '../../../server/paths';
import { Visitor } from '../commerce/commerce-app';
import { createTestApp, type TestApp } from '../test-app';
import { ACCOUNT, Member, newEmail } from './site-user-app';

const PASSWORD = 'correct horse';

describe.each(testDatabases())('site-user pages of the demo store on $name', ({ open }) => {
  const demo = {} as TestApp;
  // The demo store loads every image and template; on a busy machine that takes a while.
  beforeAll(async () => {
    Object.assign(
      demo,
      await createTestApp({ fixturesDir: FIXTURES_DIR, templatesDir: TEMPLATES_DIR, db: await open() }),
    );
  }, 240_000);
  afterAll(async () => {
    await demo.db?.close();
  });
  const browser = () => new Visitor(demo.app, 'demo.localhost');

  async function page(
    visitor: Visitor,
    path: string,
  ): Promise<{ status: number; pageType: string | null; html: string; location: string | null }> {
    const before = demo.logs.length;
    const response = await demo.app.request(`http://demo.localhost${path}`, {
      headers: { Accept: 'text/html', Cookie: [...visitor.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(demo.logs.slice(before).filter((line) => line.includes('template error'))).toEqual([]);
    return {
      status: response.status,
      pageType: response.headers.get('X-Page-Type'),
      html: await response.text(),
      location: response.headers.get('Location'),
    };
  }

  async function member(): Promise<Member> {
    const m = new Member(browser());
    const email = newEmail();
    await m.signUp(email, PASSWORD);
    expect((await m.signIn(email, PASSWORD)).status).toBe(200);
    return m;
  }

  it('hands the sign-in island a next of this site, and none a browser would follow elsewhere (issue 21)', async () => {
    expect((await page(browser(), '/account/sign-in?next=%2Fmembers%3Fpage%3D2')).html).toContain(
      '"next":"/members?page=2"',
    );
    // "/<tab>/evil.example" starts with one slash, yet the browser drops the tab and reads //evil.example.
    for (const next of [
      '%2F%09%2Fevil.example',
      '%2F%0A%2Fevil.example',
      '%2F%0D%0A%2Fevil.example',
      '%2F%5Cevil.example',
    ]) {
      const signIn = await page(browser(), `/account/sign-in?next=${next}`);
      expect(signIn.status).toBe(200);
      expect(signIn.html).toContain('data-island="site-user"');
      // The language switcher links this same page in each language, query kept (t25last): same-site
      // paths, whose sign-in page reads the next again; nothing else names the other site.
      const switcher = /<nav class="language-switcher"[\s\S]*?<\/nav>/.exec(signIn.html)?.[0] ?? '';
      for (const [, href] of switcher.matchAll(/href="([^"]*)"/g)) expect(href).toMatch(/^\/[^/\\]/);
      const rest = signIn.html.replace(switcher, '');
      expect([next, rest.includes('evil.example')]).toEqual([next, false]);
    }
  });

  it('a member area shows the access denied page (106) with a sign-in form to visitors, and nothing of its content', async () => {
    const guest = await page(browser(), '/members');
    expect(guest.status).toBe(403);
    expect(guest.pageType).toBe('106');
    expect(guest.html).toContain('data-page-type="106"');
    expect(guest.html).toContain('data-island="site-user"');
    expect(guest.html).toContain('"next":"/members"');
    expect(guest.html).not.toContain('Repair guides');
    const search = await page(browser(), '/search?q=re-waxing');
    expect(search.html).not.toContain('class="search-results"');
  });

  it('a member area opens to a signed-in site user, who finds it in search too', async () => {
    const m = await member();
    const opened = await page(m.browser, '/members');
    expect(opened.status).toBe(200);
    expect(opened.pageType).toBe('2');
    expect(opened.html).toContain('Repair guides');
    const search = (await page(m.browser, '/search?q=re-waxing')).html;
    expect(search.slice(search.indexOf('class="search-results"'))).toContain('href="/members"');
    // A guest right after still gets the access denied page: the page cache tells them apart.
    expect((await page(browser(), '/members')).pageType).toBe('106');
  });

  it('protected content (105) keeps working beside member areas', async () => {
    expect((await page(browser(), '/wholesale')).pageType).toBe('103');
  });

  it('renders the sign-in, sign-up, forgotten and new password pages; the account sends a visitor to sign in', async () => {
    for (const [path, mode] of [
      ['/account/sign-in', 'sign-in'],
      ['/account/sign-up', 'sign-up'],
      ['/account/forgot-password', 'forgot'],
      ['/account/reset-password?token=nothing-like-a-real-token', 'reset'],
    ]) {
      const shown = await page(browser(), path!);
      expect(shown.status, path).toBe(200);
      expect(shown.html, path).toContain(`"mode":"${mode}"`);
      expect(shown.html).toContain('data-island="account-link"');
    }
    expect((await page(browser(), '/account/reset-password?token=nothing-like-a-real-token')).html).toContain(
      '"valid":false',
    );
    const account = await page(browser(), '/account');
    expect(account.status).toBe(303);
    expect(account.location).toBe('/account/sign-in?next=%2Faccount');
  });

  it('shows a signed-in user their account with the session token, and sends them from sign-in to it', async () => {
    const m = await member();
    const account = await page(m.browser, '/account');
    expect(account.status).toBe(200);
    expect(account.html).toContain('"mode":"account"');
    expect(account.html).toContain(m.xsrfToken);
    expect((await page(m.browser, '/account/sign-in')).location).toBe('/account');
    expect((await m.call('GET', ACCOUNT)).status).toBe(200);
  });
});
