/**
 * Issue 25 on the demo (t25form): the contact form on /fr hands its island the French words for
 * its field errors and spec §8 messages, and the form calls made from a /fr page answer their
 * refusals and field errors in French; from an English page they stay the spec's English.
 */
import { describe, expect, it } from 'vitest';
import { CATALOGUES, FIELD_MESSAGES, FORM_MESSAGES } from '../../../domain';
import { testDatabases } from '../../../server/db/test-databases';
import { Visitor } from '../commerce/commerce-app';
import { demoStore } from './translation-calls';

const HOST = 'demo.localhost';
const fr = CATALOGUES.fr!.words;
const from = (path: string) => ({ Referer: `http://${HOST}${path}` });
const empty = {
  formId: 'contact',
  form: JSON.stringify({}),
  pageId: '',
  pageTitle: 'Contact',
  pagePath: '/fr/contact',
  contentSource: '',
  pagePermissionTypeValue: '',
};

describe.each(testDatabases())('the demo contact form in the page language on $name', ({ open }) => {
  const demo = demoStore(open);

  const page = async (path: string) =>
    (await new Visitor(demo.app, HOST).request('GET', path, undefined, { Accept: 'text/html' })).text();
  /** A plain HTML post of the contact form from `path` (no JavaScript): its hidden fields, then `answers`. */
  const plainPost = (visitor: Visitor, path: string, answers: [string, string][] = []) =>
    visitor.request(
      'POST',
      '/api/form/SaveFormSubmission',
      new URLSearchParams([
        ['formId', 'contact'],
        ['crumb', visitor.crumb],
        ['contentSource', 'c'],
        ['pageTitle', 'Contact'],
        ['pageId', ''],
        ['pagePath', path],
        ...answers,
      ]).toString(),
      { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html', ...from(path) },
    );

  it('hands the form island French words on /fr/contact and none on /contact', async () => {
    const french = await page('/fr/contact');
    expect(french).toContain('data-island="form"');
    expect(french).toContain(JSON.stringify(fr.fieldRequired));
    expect(french).toContain(JSON.stringify(fr.formProblemAbove));
    // t25last: and the built-in captcha's texts, drawn by the island when a form shows one.
    expect(french).toContain(JSON.stringify(fr.captchaCheck));
    expect(french).toContain(JSON.stringify(fr.captchaQuestion));
    const english = await page('/contact');
    expect(english).toContain('data-island="form"');
    expect(english).not.toContain(JSON.stringify(fr.fieldRequired));
    expect(english).not.toContain('"words"');
  });

  it('refuses an empty submission from /fr in French, and from an English page in English', async () => {
    const visitor = new Visitor(demo.app, HOST);
    await visitor.request('GET', '/');
    const french = await visitor.post('/api/form/SaveFormSubmission', empty, from('/fr/contact'));
    expect(french.status).toBe(400);
    expect(french.body.error).toBe(fr.formInvalid);
    expect(french.body.data.errors['field-email']).toBe(fr.fieldRequired);
    const english = await visitor.post('/api/form/SaveFormSubmission', empty, from('/contact'));
    expect(english.status).toBe(400);
    expect(english.body.error).toBe(FORM_MESSAGES.invalid);
    expect(english.body.data.errors['field-email']).toBe(FIELD_MESSAGES.required);
  });

  it('shows a plain HTML post’s errors in French on the /fr page it came from (no JavaScript)', async () => {
    const visitor = new Visitor(demo.app, HOST);
    await visitor.request('GET', '/');
    const french = await plainPost(visitor, '/fr/contact');
    expect(french.status).toBe(400);
    const html = await french.text();
    expect(html).toContain(`role="alert">${fr.formProblemAbove}</p>`);
    expect(html).toContain(`role="alert">${fr.fieldRequired}</p>`);
    expect(html).not.toContain('>Required</p>');
    const english = await plainPost(visitor, '/contact');
    expect(await english.text()).toContain('role="alert">Required</p>');
  });

  it('refuses a select answer that is none of its options, naming the field in French (t25last)', async () => {
    const visitor = new Visitor(demo.app, HOST);
    await visitor.request('GET', '/');
    const answers = { 'field-name': ['Ada', 'Lovelace'], 'field-email': 'ada@example.com', 'field-message': 'Hi' };
    const send = (topic: string, page: string) =>
      visitor.post(
        '/api/form/SaveFormSubmission',
        { ...empty, pagePath: page, form: JSON.stringify({ ...answers, 'field-topic': topic }) },
        from(page),
      );
    const french = await send('Une commande inventée', '/fr/contact');
    expect(french.status).toBe(400);
    expect(french.body.data.errors).toEqual({ 'field-topic': fr.answerNotAnOption });
    const english = await send('Anything', '/contact');
    expect(english.status).toBe(400);
    expect(english.body.data.errors).toEqual({ 'field-topic': 'Please choose one of the options.' });
    // A translated page posts the option's original value, which the rules take: the call gets
    // past them to the submission key this test does not fetch.
    const taken = await send('A repair', '/fr/contact');
    expect(taken.status).toBe(401);
    expect(taken.body.data?.errors).toBeUndefined();
  });

  it('refuses an answer under a name the form lacks, naming it in French (t25tidy)', async () => {
    const visitor = new Visitor(demo.app, HOST);
    await visitor.request('GET', '/');
    const answers = { 'field-name': ['Ada', 'Lovelace'], 'field-email': 'ada@example.com', 'field-gone': 'x' };
    const send = (page: string) =>
      visitor.post(
        '/api/form/SaveFormSubmission',
        { ...empty, pagePath: page, form: JSON.stringify(answers) },
        from(page),
      );
    const french = await send('/fr/contact');
    expect(french.status).toBe(400);
    expect(french.body.data.errors['field-gone']).toBe(fr.answerNotAField.replace('{name}', 'field-gone'));
    const english = await send('/contact');
    expect(english.body.data.errors['field-gone']).toBe(FIELD_MESSAGES.notAField('field-gone'));
  });

  it('names an answer posted under `__proto__` in French too, as any other unknown name (h2words)', async () => {
    const visitor = new Visitor(demo.app, HOST);
    await visitor.request('GET', '/');
    const french = fr.answerNotAField.replace('{name}', '__proto__');
    // Parsed, `__proto__` is a key of its own: any step that rebuilt the errors with
    // `copy[name] = …` would set the copy's prototype instead and lose the message.
    const form = '{"field-email":"ada@example.com","__proto__":"x"}';
    const saved = await visitor.post('/api/form/SaveFormSubmission', { ...empty, form }, from('/fr/contact'));
    expect(saved.status).toBe(400);
    expect(Object.getOwnPropertyDescriptor(saved.body.data.errors, '__proto__')?.value).toBe(french);
    const checked = await visitor.post('/api/rest/forms/validate/contact', form, from('/fr/contact'));
    expect(checked.status).toBe(400);
    expect(Object.getOwnPropertyDescriptor(checked.body.errors, '__proto__')?.value).toBe(french);
    // A plain HTML post names it above the form, in French.
    const page = await plainPost(visitor, '/fr/contact', [['__proto__', 'x']]);
    expect(page.status).toBe(400);
    const html = await page.text();
    expect(html).toContain(french);
    expect(html).not.toContain('is not a field of this form');
  });

  it('answers a submission from /fr with the owner’s French submission message, and in English from /contact', async () => {
    const visitor = new Visitor(demo.app, HOST);
    await visitor.request('GET', '/');
    const answers = {
      'field-name': ['Ada', 'Lovelace'],
      'field-email': 'ada@example.com',
      'field-topic': 'A repair',
      'field-message': 'Hello',
    };
    const send = async (page: string) => {
      const key = (await visitor.post('/api/form/FormSubmissionKey', undefined, from(page))).body.data.key;
      return visitor.post(
        '/api/form/SaveFormSubmission',
        { ...empty, key, pagePath: page, form: JSON.stringify(answers) },
        from(page),
      );
    };
    // What the owner wrote for French in the demo's translations (fixtures/sites/demo/translations/fr-FR.json).
    const french = await send('/fr/contact');
    expect(french.status).toBe(200);
    expect(french.body).toMatchObject({
      submissionMessage: 'Merci ! Nous répondons sous deux jours ouvrés.',
      submissionHTML: '<p>Merci ! Nous répondons sous deux jours ouvrés.</p>',
    });
    const english = await send('/contact');
    expect(english.status).toBe(200);
    expect(english.body.submissionMessage).toBe('Thank you! We will reply within two working days.');
  });

  it('shows a plain HTML post’s French submission message on the /fr page it came from', async () => {
    const visitor = new Visitor(demo.app, HOST);
    await visitor.request('GET', '/');
    const page = await plainPost(visitor, '/fr/contact', [
      ['field-name', 'Ada'],
      ['field-name', 'Lovelace'],
      ['field-email', 'ada@example.com'],
      ['field-topic', 'A repair'],
      ['field-message', 'Hello again'],
    ]);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Merci ! Nous répondons sous deux jours ouvrés.');
    expect(html).not.toContain('We will reply within two working days');
  });

  it('says the validation call’s field errors and an unknown form’s refusal in French', async () => {
    const visitor = new Visitor(demo.app, HOST);
    await visitor.request('GET', '/');
    const checked = await visitor.post(
      '/api/rest/forms/validate/contact',
      { 'field-email': 'ada' },
      from('/fr/contact'),
    );
    expect(checked.status).toBe(400);
    expect(checked.body.errors['field-email']).toBe(
      'L’adresse e-mail n’est pas valide. Les adresses e-mail doivent suivre le format user@domain.com.',
    );
    expect(checked.body.errors['field-message']).toBe('Obligatoire');
    const unknown = await visitor.post(
      '/api/form/SaveFormSubmission',
      { ...empty, formId: 'nope' },
      from('/fr/contact'),
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('Ce formulaire n’a pas encore été configuré.');
  });
});
