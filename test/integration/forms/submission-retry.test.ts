/**
 * A form retry after a lost answer (issue 21 point 6): the same submission key with the same
 * submission is answered as the first post was (status and body) and stores nothing more; the
 * key with another submission stays refused; posts racing with one key store one submission,
 * also from two connection pools (two server processes) on a PostgreSQL server.
 */
import { describe, expect, it } from 'vitest';
import { listSubmissions, saveSubmission } from '../../../server/forms/form-store';
import { testDatabases } from '../../../server/db/test-databases';
import { suiteApp } from '../helpers/suite-app';
import { openFormsApp } from './forms-app';

const good = {
  'f-name': ['Ada', 'Lovelace'],
  'f-email': 'ada@example.com',
  'f-topic': 'Order',
  'f-message': 'Hello there',
};
const unauthorized = { status: 401, body: { error: 'Unable to submit form. Please try again later.' } };

describe.each(testDatabases())('form submission retries on $name', (database) => {
  const forms = suiteApp(database.open, (db) => openFormsApp(db));
  const count = async () => (await listSubmissions(forms.db, forms.formsId)).length;

  it('answers a retry with the same key and submission as the first post, storing one submission', async () => {
    const v = forms.visitor();
    const key = await v.key();
    const before = await count();
    const first = await v.submit('contact', good, { key });
    expect(first).toMatchObject({ status: 200, body: { success: true } });
    const retry = await v.submit('contact', good, { key });
    expect({ status: retry.status, text: retry.text }).toEqual({ status: first.status, text: first.text });
    expect(await count()).toBe(before + 1);
    // The submission as the form reads it: the same values in another order are the same one.
    const reordered = Object.fromEntries(Object.entries(good).reverse());
    expect(await v.submit('contact', reordered, { key })).toMatchObject({ status: 200, text: first.text });
    expect(await count()).toBe(before + 1);
  });

  it('answers a retry on a captcha site, whose token the first post spent', async () => {
    const v = forms.visitor('other.localhost');
    const key = await v.key();
    const first = await v.submit('contact', good, { key, captchaKey: 'test-captcha-pass' });
    expect(first.status).toBe(200);
    const retry = await v.submit('contact', good, { key, captchaKey: 'spent-token' });
    expect({ status: retry.status, text: retry.text }).toEqual({ status: first.status, text: first.text });
    expect(await listSubmissions(forms.db, forms.otherId)).toHaveLength(1);
  });

  it('refuses the used key with another submission, storing nothing', async () => {
    const v = forms.visitor();
    const key = await v.key();
    expect((await v.submit('contact', good, { key })).status).toBe(200);
    const before = await count();
    expect(await v.submit('contact', { ...good, 'f-message': 'Something else' }, { key })).toMatchObject(unauthorized);
    expect(await v.submit('contact', good, { key, pagePath: '/other' })).toMatchObject(unauthorized);
    expect(await v.submit('newsletter', { 'f-news-email': 'ada@example.com' }, { key })).toMatchObject(unauthorized);
    expect(await count()).toBe(before);
  });

  it('refuses a key spent before answers were kept (migration 170 copied it without one)', async () => {
    const v = forms.visitor();
    const key = await v.key();
    await forms.db.query(
      `insert into idempotency_keys (website_id, scope, key, expires) values ($1, 'form-submission', $2, now() + interval '1 hour')`,
      [forms.formsId, key],
    );
    const before = await count();
    expect(await v.submit('contact', good, { key })).toMatchObject(unauthorized);
    expect(await count()).toBe(before);
  });

  it('stores one submission when posts with one key race, and answers each with success', async () => {
    const v = forms.visitor();
    const key = await v.key();
    const before = await count();
    const answers = await Promise.all(Array.from({ length: 6 }, () => v.submit('contact', good, { key })));
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(200));
    expect(new Set(answers.map((a) => a.text)).size).toBe(1);
    expect(await count()).toBe(before + 1);
  });

  it('stores one submission when two processes (connection pools) race with one key', async () => {
    const other = await database.open();
    try {
      const submission = {
        formId: 'contact',
        data: { 'f-message': 'raced' },
        pageId: 'p',
        pageTitle: 'Contact',
        pagePath: '/contact',
        contentSource: 'c',
      };
      const spent = {
        key: `race-${Math.random()}`,
        expires: new Date(Date.now() + 60_000),
        requestHash: 'h',
        answer: { success: true },
      };
      const before = await count();
      const saved = await Promise.all([
        saveSubmission(forms.db, forms.formsId, submission, spent),
        saveSubmission(database.name === 'pglite' ? forms.db : other, forms.formsId, submission, spent),
      ]);
      expect(saved.filter((s) => 'id' in s)).toHaveLength(1);
      expect(saved.find((s) => 'earlier' in s)).toMatchObject({
        earlier: { status: 200, requestHash: 'h', answer: { success: true } },
      });
      expect(await count()).toBe(before + 1);
    } finally {
      await other.close();
    }
  });
});
