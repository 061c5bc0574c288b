/**
 * Captcha on forms and restock sign-ups (issue 13), on each test database, through the whole
 * app over the demo sites: another.localhost shows the built-in local challenge on its
 * "Ask the bakery" form. A submission is stored only with a solved, unspent challenge; the
 * restock sign-up verifies with the site's provider (the outside provider's verify call is the
 * one thing faked, as it is an external service); pages allow a provider's script only when
 * they show its widget.
 */
import { describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '../../../server/middleware/security-headers';
import { siteVerifyCaptcha } from '../../../server/forms/captcha-verifier';
import { testDatabases } from '../../../server/db/test-databases';
import { suiteApp } from '../helpers/suite-app';
import { ANOTHER, DEMO, openDemoApp } from '../security/security-app';
import { Visitor } from '../commerce/commerce-app';
import { createTestApp } from '../test-app';
import { FIXTURES_DIR, TEMPLATES_DIR } from '../../../server/paths';

const FORM = 'ask-the-bakery';
const VALUES = {
  'field-bakery-name': 'Ada',
  'field-bakery-email': 'ada@example.com',
  'field-bakery-question': 'Rye on Sunday?',
};
const PROVIDER_TOKENS = new Set(['provider-pass']);
const verifyCalls: URLSearchParams[] = [];

/** The provider's siteverify endpoint as the fake outside service answers it. */
const providerFetch = (async (_url: string | URL | Request, init?: RequestInit) => {
  const body = new URLSearchParams(init?.body as URLSearchParams);
  verifyCalls.push(body);
  return new Response(JSON.stringify({ success: PROVIDER_TOKENS.has(body.get('response') ?? '') }), {
    headers: { 'Content-Type': 'application/json' },
  });
}) as typeof fetch;

/** A challenge and its right answer (the question is 'What is a + b?'). */
async function challenge(visitor: Visitor): Promise<{ challenge: string; answer: number }> {
  const got = await visitor.get('/api/captcha/local/challenge');
  expect(got.status).toBe(200);
  expect(got.headers.get('Cache-Control')).toBe('no-store');
  const [, a, b] = /^What is (\d) \+ (\d)\?$/.exec(got.body.question)!;
  return { challenge: got.body.challenge, answer: Number(a) + Number(b) };
}

describe.each(testDatabases())('captcha on $name', ({ open }) => {
  const demo = suiteApp(open, (db) =>
    openDemoApp(db, {
      pageCacheMs: 0,
      captcha: siteVerifyCaptcha({
        url: 'https://captcha.example/siteverify',
        secret: 'server-secret',
        fetch: providerFetch,
      }),
    }),
  );
  const submissions = async () =>
    Number(
      (
        await demo.db.query<{ n: string }>(
          `select count(*) as n from form_submissions where website_id = 'another' and form_id = $1`,
          [FORM],
        )
      )[0].n,
    );
  const submit = async (visitor: Visitor, extra: Record<string, unknown>) => {
    const key = (await visitor.post('/api/form/FormSubmissionKey')).body.data.key;
    return visitor.post('/api/form/SaveFormSubmission', {
      formId: FORM,
      form: JSON.stringify(VALUES),
      key,
      pageId: 'col-visit',
      pageTitle: 'Visit',
      pagePath: '/visit',
      contentSource: 'c',
      ...extra,
    });
  };

  it("draws the local captcha slot on the form, and its page allows the owner's post-submit script alone", async () => {
    const page = await demo.page(ANOTHER, '/visit');
    expect(page.status).toBe(200);
    expect(page.html).toContain(
      '<div class="form-captcha" data-site-key="harbour-lights-local" data-provider="local"><noscript>',
    );
    const csp = page.headers.get('Content-Security-Policy')!;
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+=*'; /);
    expect(csp).not.toContain('google');
    // A page with no such form keeps the site-wide policy.
    expect((await demo.page(ANOTHER, '/shop')).headers.get('Content-Security-Policy')).toBe(CONTENT_SECURITY_POLICY);
    // The demo's forms turn the captcha off for themselves (and the demo has no key).
    expect((await demo.page(DEMO, '/contact')).html).not.toContain('form-captcha');
  });

  it('stores a submission only with a solved challenge, once', async () => {
    const visitor = demo.visitor(ANOTHER);
    const before = await submissions();
    const captchaRefused = { status: 400, body: { error: 'Complete CAPTCHA before submitting.' } };
    expect(await submit(visitor, {})).toMatchObject(captchaRefused);

    const { challenge: c, answer } = await challenge(visitor);
    const token = `${c}.${answer}`;
    expect((await visitor.post('/api/captcha/local/check', { token })).body).toEqual({ solved: true });
    // Checking does not spend the challenge: the form may still send it.
    expect((await visitor.post('/api/captcha/local/check', { token })).body).toEqual({ solved: true });
    expect(await submit(visitor, { captchaKey: token })).toMatchObject({ status: 200, body: { success: true } });
    expect(await submissions()).toBe(before + 1);
    // Spent: the same token vouches for nothing more.
    expect(await submit(visitor, { captchaKey: token })).toMatchObject(captchaRefused);
    expect((await visitor.post('/api/captcha/local/check', { token })).body).toEqual({ solved: false });
    expect(await submissions()).toBe(before + 1);
  });

  it('gives a challenge one guess: a wrong answer spends it', async () => {
    const visitor = demo.visitor(ANOTHER);
    const { challenge: c, answer } = await challenge(visitor);
    expect((await visitor.post('/api/captcha/local/check', { token: `${c}.${answer + 1}` })).body).toEqual({
      solved: false,
    });
    expect((await visitor.post('/api/captcha/local/check', { token: `${c}.${answer}` })).body).toEqual({
      solved: false,
    });
    const before = await submissions();
    expect((await submit(visitor, { captchaKey: `${c}.${answer}` })).status).toBe(400);
    expect(await submissions()).toBe(before);
  });

  it('refuses forged and hostile tokens with a 4xx, storing nothing', async () => {
    const visitor = demo.visitor(ANOTHER);
    const { challenge: c, answer } = await challenge(visitor);
    const [expires, nonce] = c.split('.');
    const forged = [
      `${Number(expires) + 1}.${nonce}.${c.split('.')[2]}.${answer}`,
      `${expires}.${nonce}.${'A'.repeat(43)}.${answer}`,
      'x',
      `${c}.${answer}.extra`,
    ];
    for (const token of forged)
      expect((await visitor.post('/api/captcha/local/check', { token })).body).toEqual({ solved: false });
    for (const body of [
      { token: 'a\u0000b' },
      { token: '\ud800' },
      { token: ['a'] },
      { token: 'x'.repeat(10_000) },
      [],
      { token: 1e308 },
    ]) {
      const answer = await visitor.post('/api/captcha/local/check', body);
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatch(/token/);
    }
    const before = await submissions();
    for (const captchaKey of forged) expect((await submit(visitor, { captchaKey })).status).toBe(400);
    expect(await submissions()).toBe(before);
    // A forged guess at a challenge is a guess: it spent the challenge, right answer or not.
    expect((await submit(visitor, { captchaKey: `${c}.${answer}` })).status).toBe(400);
    expect(await submissions()).toBe(before);
  });

  it('has no local challenge on a site without one', async () => {
    const visitor = demo.visitor(DEMO);
    expect((await visitor.get('/api/captcha/local/challenge')).status).toBe(404);
    expect((await visitor.post('/api/captcha/local/check', { token: 'x' })).status).toBe(404);
  });
});

describe.each(testDatabases())('restock sign-up captcha and Disqus on $name', ({ open }) => {
  // An app of its own whose demo site shows a provider (reCAPTCHA) captcha.
  const shop = suiteApp(open, async (db) => {
    const test = await createTestApp({
      fixturesDir: FIXTURES_DIR,
      templatesDir: TEMPLATES_DIR,
      db,
      pageCacheMs: 0,
      captcha: siteVerifyCaptcha({
        url: 'https://captcha.example/siteverify',
        secret: 'server-secret',
        fetch: providerFetch,
      }),
    });
    test.sites.byId('demo')!.website.captchaSettings = { siteKey: 'provider-site-key' };
    test.sites.byId('demo')!.websiteSettings.disqusShortname = 'northwind-test';
    return { ...test, visitor: () => new Visitor(test.app, DEMO) };
  });
  const SIGN_UP = {
    productId: 'prod-waxed-canvas-backpack',
    variantId: 'var-waxed-canvas-backpack',
    isJoinMailingList: false,
  };
  const signUps = async (email: string) =>
    Number(
      (
        await shop.db.query<{ n: string }>(
          `select count(*) as n from restock_signups where website_id = 'demo' and email = $1`,
          [email],
        )
      )[0].n,
    );

  it('verifies the token with the provider before storing the sign-up', async () => {
    const visitor = shop.visitor();
    const email = `restock-${Date.now()}@example.com`;
    const refused = { status: 400, body: { message: 'Complete CAPTCHA before submitting.' } };
    expect(
      await visitor.post('/api/site-users/account/notifications/restock', { ...SIGN_UP, siteVisitorEmail: email }),
    ).toMatchObject(refused);
    expect(
      await visitor.post('/api/site-users/account/notifications/restock', {
        ...SIGN_UP,
        siteVisitorEmail: email,
        captchaToken: 'provider-fail',
      }),
    ).toMatchObject(refused);
    expect(await signUps(email)).toBe(0);
    const calls = verifyCalls.length;
    expect(
      (
        await visitor.post('/api/site-users/account/notifications/restock', {
          ...SIGN_UP,
          siteVisitorEmail: email,
          captchaToken: 'provider-pass',
        })
      ).status,
    ).toBe(200);
    expect(Object.fromEntries(verifyCalls[calls])).toEqual({ secret: 'server-secret', response: 'provider-pass' });
    expect(await signUps(email)).toBe(1);
  });

  it("allows the provider's script and frames on pages that show its widget, and nowhere else", async () => {
    const restock = await shop.app.request(`http://${DEMO}/shop/waxed-canvas-backpack`, {
      headers: { Accept: 'text/html' },
    });
    const csp = restock.headers.get('Content-Security-Policy')!;
    expect(csp).toContain("script-src 'self' https://www.google.com https://www.gstatic.com");
    expect(csp).toContain("frame-src 'self' https://www.google.com https://recaptcha.google.com");
    const html = await restock.text();
    expect(html).toContain('class="restock__captcha" data-sitekey="provider-site-key"');
    const about = await shop.app.request(`http://${DEMO}/about`, { headers: { Accept: 'text/html' } });
    expect(about.headers.get('Content-Security-Policy')).toBe(CONTENT_SECURITY_POLICY);
  });

  it('shows the Disqus thread instead of native comments, allowing Disqus on that page only', async () => {
    const post = await shop.app.request(`http://${DEMO}/journal/cast-iron-on-the-campfire`, {
      headers: { Accept: 'text/html' },
    });
    const html = await post.text();
    expect(html).toContain('data-island="disqus"');
    // The thread loads when the visitor asks for it (it tells Disqus of the visit).
    expect(html).toContain('<button type="button" class="button"');
    expect(html).toContain('Show comments');
    expect(html).not.toContain('class="comment-form"');
    expect(post.headers.get('Content-Security-Policy')).toContain(
      "script-src 'self' https://northwind-test.disqus.com",
    );
    // Its comment calls are closed: the thread lives at Disqus.
    expect(
      (
        await shop
          .visitor()
          .post('/comments/post-cast-iron-on-the-campfire', { authorName: 'Ada', body: 'Hello there' })
      ).status,
    ).toBe(404);
  });
});
