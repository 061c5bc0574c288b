import { describe, expect, it } from 'vitest';
import { roleCan } from '../../../domain/website-roles';
import { catalogueOf, interfaceWords } from '../../../domain';
import { languagesStore } from '../../../server/site-settings/languages';
import { englishIn, englishLeftovers } from '../../render/english-words';
import { createMailer } from '../../../server/mail';
import { testDatabases } from '../../../server/db/test-databases';
import { sendNewsletter, unsubscribeToken } from '../../../server/newsletter';
import { suiteApp } from '../helpers/suite-app';
import { FORM_HEADERS, ROLES, formBody, openReviewsApp } from './reviews-app';
import type { Visitor } from '../commerce/commerce-app';

const FORBIDDEN = { error: 'Your role does not allow this.' };

async function signUp(visitor: Visitor, email: string, formId = 'letters', headers: Record<string, string> = {}) {
  const body = formBody({
    formId,
    crumb: visitor.crumb,
    pagePath: '/',
    pageTitle: 'Home',
    pageId: 'home',
    contentSource: 'c',
    'f-news-email': email,
  });
  const response = await visitor.request('POST', '/api/form/SaveFormSubmission', body, { ...FORM_HEADERS, ...headers });
  await response.text();
  return response.status;
}

async function html(
  visitor: Visitor,
  method: string,
  path: string,
  body?: string,
  headers: Record<string, string> = {},
) {
  const response = await visitor.request(method, path, body, { Accept: 'text/html', ...headers });
  return { status: response.status, html: await response.text(), type: response.headers.get('X-Page-Type') };
}

const linkIn = (text: string) => {
  const match = /Unsubscribe \((http:\/\/[^)]+)\)/.exec(text);
  if (!match) throw new Error(`no unsubscribe link in ${text}`);
  const url = new URL(match[1]!);
  return url.pathname + url.search;
};

describe.each(testDatabases())('newsletter on $name', ({ open }) => {
  const t = suiteApp(open, (db) => openReviewsApp(db));

  /** "Subscribe again" on the unsubscribe page at `path` (the English one, or a language's), with the link's token. */
  const resubscribe = (visitor: Visitor, path: string, link: string) =>
    html(
      visitor,
      'POST',
      path,
      formBody({
        crumb: visitor.crumb,
        token: new URL(link, 'http://x').searchParams.get('token')!,
        action: 'resubscribe',
      }),
      { 'Content-Type': 'application/x-www-form-urlencoded' },
    );
  /** The mail client's one-click POST (RFC 8058) of the link: no cookies, no crumb. */
  const oneClick = async (link: string) => {
    const answer = await t.app.request(`http://store.localhost${link}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    return { status: answer.status, body: await answer.json() };
  };

  it('a footer sign-up joins the list once and gets a welcome letter with a one-click unsubscribe link and headers', async () => {
    const visitor = t.visitor();
    expect(await signUp(visitor, 'Reader@Example.com')).toBeLessThan(400);
    expect(await signUp(t.visitor(), 'reader@example.com')).toBeLessThan(400);
    const rows = await t.db.query(
      'select email, source, unsubscribed_at from newsletter_subscribers where website_id = $1',
      [t.storeId],
    );
    expect(rows).toEqual([{ email: 'reader@example.com', source: 'form:letters', unsubscribed_at: null }]);
    const mails = await t.mailsTo('reader@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Welcome to the Review Test Store newsletter');
    const link = linkIn(mails[0]!.text_body);
    const headers = typeof mails[0]!.headers === 'string' ? JSON.parse(mails[0]!.headers) : mails[0]!.headers;
    expect(headers).toEqual({
      'List-Unsubscribe': `<http://store.localhost${link}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });

    // One click: the link unsubscribes and says so (page 300).
    const page = await html(t.visitor(), 'GET', link);
    expect(page).toMatchObject({ status: 200, type: '300' });
    expect(page.html).toContain('You are unsubscribed');
    expect(page.html).toContain('reader@example.com');
    const [row] = await t.db.query<{ unsubscribed_at: unknown }>(
      'select unsubscribed_at from newsletter_subscribers where website_id = $1',
      [t.storeId],
    );
    expect(row!.unsubscribed_at).not.toBeNull();
    // "Subscribe again" from the page.
    expect((await resubscribe(visitor, '/newsletter/unsubscribe', link)).html).toContain('You are subscribed again');
    expect(await oneClick(link)).toEqual({ status: 200, body: { unsubscribed: true } });
    const [after] = await t.db.query<{ unsubscribed_at: unknown }>(
      'select unsubscribed_at from newsletter_subscribers where website_id = $1',
      [t.storeId],
    );
    expect(after!.unsubscribed_at).not.toBeNull();
  });

  it('a link cannot unsubscribe someone else: another id, a changed signature, another site', async () => {
    await signUp(t.visitor(), 'one@example.com');
    await signUp(t.visitor(), 'two@example.com');
    const ids = await t.db.query<{ id: string; email: string }>(
      "select id::text as id, email from newsletter_subscribers where website_id = $1 and email in ('one@example.com', 'two@example.com') order by email",
      [t.storeId],
    );
    const [one, two] = ids;
    const mine = unsubscribeToken('test-secret', t.storeId, one!.id);
    const sig = mine.split('.')[1]!;
    const tries = [
      `${two!.id}.${sig}`,
      // The signature with its last character changed (never to itself: 1 in 64 ends in A).
      `${one!.id}.${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`,
      `${one!.id}`,
      '',
      'x'.repeat(500),
      `${one!.id}.${sig}\u0000`,
      unsubscribeToken('other-secret', t.storeId, two!.id),
      unsubscribeToken('test-secret', t.rivalId, two!.id),
    ];
    for (const token of tries) {
      expect([
        token,
        (await html(t.visitor(), 'GET', `/newsletter/unsubscribe?token=${encodeURIComponent(token)}`)).status,
      ]).toEqual([token, token.includes('\u0000') ? 400 : 404]);
      const posted = await t.app.request(
        `http://store.localhost/newsletter/unsubscribe?token=${encodeURIComponent(token)}`,
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: 'List-Unsubscribe=One-Click',
        },
      );
      expect(posted.status).toBeGreaterThanOrEqual(400);
      expect(posted.status).toBeLessThan(500);
    }
    // The store's valid link on the rival's host opens nothing there.
    expect(
      (await html(t.visitor('rival.localhost'), 'GET', `/newsletter/unsubscribe?token=${encodeURIComponent(mine)}`))
        .status,
    ).toBe(404);
    const still = await t.db.query(
      'select count(*)::int as n from newsletter_subscribers where website_id = $1 and unsubscribed_at is null and email in ($2, $3)',
      [t.storeId, 'one@example.com', 'two@example.com'],
    );
    expect(still[0]!.n).toBe(2);
    // A cross-site page cannot post the resubscribe form.
    const crossSite = await t.app.request('http://store.localhost/newsletter/unsubscribe', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: 'http://evil.example',
        'Sec-Fetch-Site': 'cross-site',
      },
      body: `token=${encodeURIComponent(mine)}&action=resubscribe`,
    });
    expect(crossSite.status).toBe(403);
  });

  it('a newsletter issue goes to everyone on the list, with their own link, never twice', async () => {
    await signUp(t.visitor(), 'issue-a@example.com');
    await signUp(t.visitor(), 'issue-b@example.com');
    const deps = { db: t.db, mailer: createMailer({ db: t.db, transport: null }), secret: 'test-secret' };
    const issue = { subject: 'November news', paragraphs: ['New lamps are in.', 'See you soon.'] };
    const first = await sendNewsletter(deps, t.store(), 'http://store.localhost', issue, 'nov-2026');
    expect(first).toBeGreaterThanOrEqual(2);
    expect(await sendNewsletter(deps, t.store(), 'http://store.localhost', issue, 'nov-2026')).toBe(0);
    const [a] = await t.mailsTo('issue-a@example.com');
    const [b] = await t.mailsTo('issue-b@example.com');
    expect(a!.subject).toBe('November news');
    expect(a!.text_body).toContain('New lamps are in.');
    expect(linkIn(a!.text_body)).not.toBe(linkIn(b!.text_body));
    await html(t.visitor(), 'GET', linkIn(a!.text_body));
    expect(
      await sendNewsletter(deps, t.store(), 'http://store.localhost', { ...issue, subject: 'December' }, 'dec-2026'),
    ).toBe(first - 1);
  });

  it('the owner exports the list as CSV (forms.read), per role, per site, formula cells defused', async () => {
    await signUp(t.visitor(), 'csv@example.com');
    await signUp(t.visitor(), '=cmd@example.com');
    for (const role of ROLES) {
      const owner = await t.signedIn(role);
      const answer = await owner.request('GET', '/api/owner/newsletter/subscribers.csv');
      const text = await answer.text();
      if (roleCan(role, 'forms.read')) {
        expect([role, answer.status]).toEqual([role, 200]);
        expect(answer.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
        expect(text.startsWith('"Email","Signed up","Source"\r\n')).toBe(true);
        expect(text).toContain('"csv@example.com"');
        expect(text).toContain(`"'=cmd@example.com"`);
        expect((await owner.get('/api/owner/newsletter')).body).toMatchObject({
          subscribed: expect.any(Number),
          unsubscribed: expect.any(Number),
        });
      } else {
        expect([role, answer.status, JSON.parse(text)]).toEqual([role, 403, FORBIDDEN]);
      }
    }
    expect((await t.visitor().get('/api/owner/newsletter')).status).toBe(401);
    const rival = await t.signedIn('admin', 'rival.localhost');
    expect(await (await rival.request('GET', '/api/owner/newsletter/subscribers.csv')).text()).not.toContain(
      'csv@example.com',
    );
  });

  it('the owner sends a letter (newsletter.send): per role, per site, once per issue key, hostile input refused', async () => {
    await signUp(t.visitor(), 'letter@example.com');
    const letter = { subject: 'Winter hours', body: 'We open at ten.\n\nSee you soon.', issueKey: 'winter-hours-2026' };
    for (const role of ROLES) {
      const owner = await t.signedIn(role);
      const answer = await owner.post('/api/owner/newsletter/send', {
        ...letter,
        issueKey: `${letter.issueKey}-${role}`,
      });
      if (roleCan(role, 'newsletter.send')) expect([role, answer.status]).toEqual([role, 200]);
      else expect([role, answer.status, answer.body]).toEqual([role, 403, FORBIDDEN]);
    }
    const admin = await t.signedIn('admin');
    const first = await admin.post('/api/owner/newsletter/send', letter);
    expect(first.body.sent).toBeGreaterThanOrEqual(1);
    expect(await admin.post('/api/owner/newsletter/send', letter)).toMatchObject({ status: 200, body: { sent: 0 } });
    const [mail] = await t.mailsTo('letter@example.com');
    expect(mail!.subject).toBe('Winter hours');
    expect(mail!.text_body).toContain('We open at ten.\n\nSee you soon.');
    expect(linkIn(mail!.text_body)).toMatch(/^\/newsletter\/unsubscribe\?token=\d+\.[\w-]{43}$/);
    for (const bad of [
      {},
      { subject: '', body: 'x' },
      { subject: 'x', body: '' },
      { subject: ['x'], body: 'y' },
      { subject: 'x\u0000', body: 'y' },
      { subject: 'x', body: 'y\uDC00' },
      { subject: 'x'.repeat(201), body: 'y' },
      { subject: 'x', body: 'y', issueKey: '../../etc' },
      [letter],
    ]) {
      const answer = await admin.post('/api/owner/newsletter/send', bad);
      expect([JSON.stringify(bad).slice(0, 40), answer.status]).toEqual([JSON.stringify(bad).slice(0, 40), 400]);
    }
    expect((await t.visitor().post('/api/owner/newsletter/send', letter)).status).toBe(401);
    // The rival's admin sends to the rival's list, never the store's.
    const rival = await t.signedIn('admin', 'rival.localhost');
    await rival.post('/api/owner/newsletter/send', { ...letter, subject: 'Rival news', issueKey: 'rival-issue-1' });
    expect((await t.mailsTo('letter@example.com')).some((m) => m.subject === 'Rival news')).toBe(false);
  });

  it('hostile sign-ups store nothing on the list', async () => {
    const visitor = t.visitor();
    expect(await signUp(visitor, 'not-an-email')).toBe(400);
    expect(await signUp(visitor, 'a\u0000@example.com')).toBe(400);
    const rows = await t.db.query(
      "select count(*)::int as n from newsletter_subscribers where website_id = $1 and email like 'not-an%'",
      [t.storeId],
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('welcomes a reader who signed up on a French page in French, its links under /fr (issue 25)', async () => {
    await languagesStore(t.db).save(t.storeId, ['fr-FR']);
    expect(
      await signUp(t.visitor(), 'lecteur@example.com', 'letters', { Referer: 'http://store.localhost/fr' }),
    ).toBeLessThan(400);
    const [mail] = await t.mailsTo('lecteur@example.com');
    const fr = interfaceWords('fr-FR');
    expect(mail!.subject).toBe(fr.newsletterWelcomeSubject.replace('{site}', 'Review Test Store'));
    expect(mail!.text_body).toContain(fr.newsletterWelcomeText);
    expect(mail!.text_body).toContain(`${catalogueOf('fr-FR').emails.unsubscribe} (http://store.localhost/`);
    expect(mail!.html_body).toContain('href="http://store.localhost/fr"');
    expect(englishIn(mail!.text_body.split('\n'), englishLeftovers('fr-FR'))).toEqual([]);

    // Its unsubscribe link, in the body and the headers, leads to the French page.
    const link = linkIn(mail!.text_body.replace(catalogueOf('fr-FR').emails.unsubscribe, 'Unsubscribe'));
    expect(link).toMatch(/^\/fr\/newsletter\/unsubscribe\?token=/);
    const headers = typeof mail!.headers === 'string' ? JSON.parse(mail!.headers) : mail!.headers;
    expect(headers['List-Unsubscribe']).toBe(`<http://store.localhost${link}>`);
    const page = await html(t.visitor(), 'GET', link);
    expect(page).toMatchObject({ status: 200, type: '300' });
    expect(page.html).toContain('<html lang="fr-FR">');
    expect(page.html).toContain(`<h1 id="unsubscribe-title">${fr.newsletterUnsubscribedTitle}</h1>`);
    const [before, after] = fr.newsletterUnsubscribedText.replace('{site}', 'Review Test Store').split('{email}');
    expect(page.html).toContain(`<p role="status">${before}<strong>lecteur@example.com</strong>${after}</p>`);
    expect(page.html).toContain('<form method="post" action="/fr/newsletter/unsubscribe">');
    expect(page.html).toContain(`>${fr.newsletterSubscribeAgain}</button>`);
    expect(page.html).toContain(`<a href="/fr">${fr.backToStore}</a>`);
    expect(englishIn(page.html.split('\n'), englishLeftovers('fr-FR'))).toEqual([]);
    const [row] = await t.db.query<{ unsubscribed_at: unknown }>(
      'select unsubscribed_at from newsletter_subscribers where website_id = $1 and email = $2',
      [t.storeId, 'lecteur@example.com'],
    );
    expect(row!.unsubscribed_at).not.toBeNull();

    // t25more: the language switcher links the same page, with its token, in the other languages.
    const token = new URL(link, 'http://x').search;
    const switcher = (pageHtml: string) =>
      [...(/<nav class="language-switcher"[\s\S]*?<\/nav>/.exec(pageHtml)?.[0] ?? '').matchAll(/href="([^"]*)"/g)].map(
        (m) => m[1]!.replace(/&amp;/g, '&'),
      );
    expect(switcher(page.html)).toEqual([`/newsletter/unsubscribe${token}`, `/fr/newsletter/unsubscribe${token}`]);
    const english = await html(t.visitor(), 'GET', link.replace(/^\/fr/, ''));
    expect(english.status).toBe(200);
    expect(switcher(english.html)).toEqual([`/newsletter/unsubscribe${token}`, `/fr/newsletter/unsubscribe${token}`]);

    // "Se réinscrire" posts back to the French page, which says so in French.
    const again = await resubscribe(t.visitor(), '/fr/newsletter/unsubscribe', link);
    expect(again.html).toContain(`<h1 id="unsubscribe-title">${fr.newsletterResubscribedTitle}</h1>`);

    // The owner's letters too: the French reader's in French words with the French link, an
    // English reader's as before; once the site no longer serves French, in the site's own.
    expect(await signUp(t.visitor(), 'english-reader@example.com')).toBeLessThan(400);
    const deps = { db: t.db, mailer: createMailer({ db: t.db, transport: null }), secret: 'test-secret' };
    const send = (key: string) =>
      sendNewsletter(deps, t.store(), 'http://store.localhost', { subject: key, paragraphs: ['Bonjour.'] }, key);
    const letterTo = async (email: string, subject: string) =>
      (await t.mailsTo(email)).find((m) => m.subject === subject)!.text_body;
    const frenchLink = (text: string) => linkIn(text.replace(catalogueOf('fr-FR').emails.unsubscribe, 'Unsubscribe'));
    await send('letter-fr');
    expect(frenchLink(await letterTo('lecteur@example.com', 'letter-fr'))).toBe(link);
    expect(linkIn(await letterTo('english-reader@example.com', 'letter-fr'))).toMatch(/^\/newsletter\/unsubscribe\?/);
    await languagesStore(t.db).save(t.storeId, []);
    await send('letter-en');
    expect(linkIn(await letterTo('lecteur@example.com', 'letter-en'))).toBe(link.replace(/^\/fr/, ''));
    await languagesStore(t.db).save(t.storeId, ['fr-FR']);

    // The mail client's one-click POST on the French link needs no crumb either.
    expect(await oneClick(link)).toEqual({ status: 200, body: { unsubscribed: true } });
  });
});
