/**
 * Answers posted under names the form has no field for: refused with each name in the field
 * errors and nothing stored, from the island's JSON, a plain HTML post and the validate call,
 * however hostile the names; what every post legitimately carries besides its answers is kept.
 */
import { describe, expect, it } from 'vitest';
import { listSubmissions } from '../../../server/forms/form-store';
import { testDatabases } from '../../../server/db/test-databases';
import { suiteApp } from '../helpers/suite-app';
import { CONTACT_ANSWERS, CONTACT_ENTRIES, htmlPost, openFormsApp } from './forms-app';

const good = CONTACT_ANSWERS;
const goodEntries = CONTACT_ENTRIES;
const notAField = (name: string) => `${name} is not a field of this form. Please reload the page.`;
const invalid = 'One or more fields is invalid, please check your entries.';

describe.each(testDatabases())('answers under names the form lacks, on $name', ({ open }) => {
  const forms = suiteApp(open, (db) => openFormsApp(db));
  const stored = async () => (await listSubmissions(forms.db, forms.formsId)).length;

  it('refuses an answer the form has no field for, naming it, and stores nothing', async () => {
    const before = await stored();
    const answer = await forms.visitor().submit('contact', { ...good, 'f-gone': 'an answer to a deleted field' });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error: invalid, data: { errors: { 'f-gone': notAField('f-gone') } } });
    expect(await stored()).toBe(before);
  });

  it('names unknown answers beside the fields that break their rules', async () => {
    const answer = await forms.visitor().submit('contact', { ...good, 'f-email': 'ada@', extra: 'x' });
    expect(answer.body.data.errors).toEqual({
      extra: notAField('extra'),
      'f-email': 'Email is not valid. Email addresses should follow the format user@domain.com.',
    });
  });

  it('keeps what the form island sends besides its answers: key, captcha token, page fields', async () => {
    const v = forms.visitor();
    const answer = await v.post('/api/form/SaveFormSubmission', {
      formId: 'contact',
      form: JSON.stringify({ ...good, 'f-source': 'site' }),
      key: await v.key(),
      captchaKey: 'not needed here',
      pagePermissionTypeValue: '',
      pageId: 'col-contact',
      pageTitle: 'Contact',
      pagePath: '/contact',
      contentSource: 'c',
    });
    expect(answer).toMatchObject({ status: 200, body: { success: true } });
  });

  it('keeps what a plain post carries besides its answers, captcha widgets’ inputs too', async () => {
    const v = forms.visitor();
    const before = await stored();
    const post = htmlPost(v, 'contact', [
      ...goodEntries,
      ['pagePermissionTypeValue', ''],
      ['g-recaptcha-response', ''],
      ['h-captcha-response', ''],
    ]);
    expect((await v.post('/api/form/SaveFormSubmission', post)).status).toBe(200);
    expect(await stored()).toBe(before + 1);
  });

  it('shows a plain post the unknown name above the form, storing nothing', async () => {
    const v = forms.visitor();
    const before = await stored();
    const post = htmlPost(v, 'contact', [...goodEntries, ['f-gone', 'x']]);
    const answer = await v.post('/api/form/SaveFormSubmission', post);
    expect(answer.status).toBe(400);
    expect(answer.text).toContain(
      `<p class="form-error form-problem" id="form-contact-problem" role="alert">${notAField('f-gone')}</p>`,
    );
    expect(await stored()).toBe(before);
  });

  it('the validate call names unknown answers too', async () => {
    const v = forms.visitor();
    const answer = await v.post('/api/rest/forms/validate/contact', { ...good, 'f-gone': 'x' });
    expect(answer).toMatchObject({ status: 400, body: { errors: { 'f-gone': notAField('f-gone') } } });
    expect((await v.post('/api/rest/forms/validate/contact', good)).body).toEqual({});
  });

  describe('hostile names', () => {
    it('a __proto__ key is an unknown answer of its own, not a prototype', async () => {
      const before = await stored();
      // JSON.parse makes "__proto__" an own key, as a hostile client's body would.
      const form = `{"__proto__":{"polluted":"yes"},${JSON.stringify(good).slice(1)}`;
      const v = forms.visitor();
      const answer = await v.post('/api/form/SaveFormSubmission', {
        formId: 'contact',
        form,
        key: await v.key(),
      });
      expect(answer.status).toBe(400);
      expect(Object.keys(answer.body.data.errors)).toEqual(['__proto__']);
      expect(Object.getOwnPropertyDescriptor(answer.body.data.errors, '__proto__')?.value).toBe(notAField('__proto__'));
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect(await stored()).toBe(before);
      const html = htmlPost(v, 'contact', [['__proto__', 'x'], ...goodEntries]);
      expect((await v.post('/api/form/SaveFormSubmission', html)).status).toBe(400);
      expect(await stored()).toBe(before);
    });

    it('a NUL in a key name is refused as text that cannot be stored, naming the key', async () => {
      const before = await stored();
      const v = forms.visitor();
      const json = await v.submit('contact', { ...good, 'f-\u0000email': 'x' });
      expect(json.status).toBe(400);
      expect(json.body.fieldErrors).toEqual({
        'form.f-\u0000email': 'This text contains a character that is not allowed (a NUL or an unpaired surrogate).',
      });
      const html = await v.post('/api/form/SaveFormSubmission', htmlPost(v, 'contact', [['f-\u0000email', 'x']]));
      expect(html.status).toBe(400);
      expect(await stored()).toBe(before);
    });

    it('a very long name is named cut short, and one answer names at most 20 of many', async () => {
      const before = await stored();
      const long = 'k'.repeat(20_000);
      const many = Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`x${i}`, 'y']));
      const answer = await forms.visitor().submit('contact', { ...good, [long]: 'y', ...many });
      expect(answer.status).toBe(400);
      const names = Object.keys(answer.body.data.errors);
      expect(names).toHaveLength(20);
      expect(names[0]).toBe(`${'k'.repeat(100)}…`);
      expect(answer.body.data.errors[names[0]!]).toBe(notAField(`${'k'.repeat(100)}…`));
      expect(answer.text.length).toBeLessThan(10_000);
      expect(await stored()).toBe(before);
    });

    it('arrays where objects belong are refused with a 400, storing nothing', async () => {
      const before = await stored();
      const v = forms.visitor();
      const unparsable = {
        status: 400,
        body: { error: 'Could not parse the form fields, please check your entries.' },
      };
      expect(
        await v.post('/api/form/SaveFormSubmission', { formId: 'contact', form: '[1,2]', key: await v.key() }),
      ).toMatchObject(unparsable);
      expect(
        await v.post('/api/form/SaveFormSubmission', { formId: 'contact', form: [good], key: await v.key() }),
      ).toMatchObject(unparsable);
      expect(
        await v.post('/api/form/SaveFormSubmission', [{ formId: 'contact', form: JSON.stringify(good) }]),
      ).toMatchObject(unparsable);
      expect((await v.post('/api/rest/forms/validate/contact', [good])).status).toBe(400);
      expect(await stored()).toBe(before);
    });
  });
});
