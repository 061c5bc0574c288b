/**
 * Issue 25's translation editor for product options and form labels, and the out-of-date rule,
 * on both databases: each new kind of text is listed beside its original, saved and shown on
 * /fr once published (the French option names and values in the product form, the French
 * labels in a form page); a translation whose original changed is out of date, with the old
 * original beside the new one, and /fr shows the newer original until the owner keeps the
 * translation (saves it unchanged), which shows it again. An order placed after shopping on /fr
 * is mailed in French.
 */
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../../server/db/test-databases';
import { HOST } from '../content/content-app';
import { frenchSite, frenchTranslationCalls, templateDocuments } from './translation-calls';
import { SHIPPING_ADDRESS } from '../helpers/shipping-address';
import type { TranslationEntry } from '../../../domain';

const DOCS = '/api/owner/content/documents';
const SHIRT_TITLE = 'collections/shop/items/shirt/title';

const SURVEY = {
  id: 'survey',
  name: 'Survey',
  fields: [
    { id: 'f-name', type: 'text', title: 'Your name', required: true, placeholder: 'Ada' },
    { id: 'f-note', type: 'textarea', title: 'Anything else', description: 'We read every note.' },
  ],
  storeSubmissions: true,
  emailTo: ['owner@example.com'],
  submissionMessage: 'Thanks!',
  submissionHTML: '',
  successRedirect: '',
  captchaSettings: { enabled: false },
  disclaimerMessage: '',
};
const CONTACT = {
  id: 'col-contact',
  urlId: 'contact',
  title: 'Contact',
  typeName: 'page',
  type: 10,
  body: '<p>Write to us.</p>',
  formId: 'survey',
  items: [],
};
/** The suites' templates show neither the product form, a form's fields nor the footer: the site's own do. */
const TEMPLATES = {
  'layouts/site.html':
    '<!doctype html><html><head><title>{pageTitle|html}</title></head><body><main>{mainContent}</main><footer>{footer.text|html}</footer></body></html>',
  'emails/order-confirmation.html':
    '<html><head><title>{emailText.orderConfirmationSubject}</title></head><body><p>{emailText.thankYou}</p></body></html>',
  'pages/item-products.html': '<h1>{item.title|html}</h1>{item|product-checkout}',
  'pages/page.html':
    '<h1>{collection.title|html}</h1>{.section form}{.repeated section fields}<label>{title|html}</label><p>{description|html}</p><input placeholder="{placeholder|htmlattr}">{.end}{.end}',
};

describe.each(testDatabases())('translating options, forms and out-of-date texts on $name', ({ open }) => {
  const t = frenchSite(open, {
    documents: { 'form/survey': SURVEY, 'collection/contact': CONTACT, ...templateDocuments(TEMPLATES) },
  });

  const { list, entry, translate, publish, showsOn } = frenchTranslationCalls(t);

  it('lists the products’ option names and values and the forms’ words, once each, where they show', async () => {
    const entries: TranslationEntry[] = (await list()).entries;
    const byId = new Map(entries.map((e) => [e.id, e]));
    expect(byId.get('productOptions/Size/name')).toMatchObject({
      label: 'Product options › Size',
      original: 'Size',
      state: 'missing',
      page: '/shop/shirt',
    });
    expect(byId.get('productOptions/Size/values/M')).toMatchObject({
      label: 'Product options › Size › M',
      original: 'M',
    });
    expect(entries.filter((e) => e.id.startsWith('productOptions/Size/')).map((e) => e.original)).toEqual([
      'Size',
      'S',
      'M',
    ]);
    expect(entries.filter((e) => e.id.startsWith('forms/survey/')).map((e) => [e.id, e.label, e.original])).toEqual([
      ['forms/survey/name', 'Form: Survey › Name', 'Survey'],
      ['forms/survey/submissionMessage', 'Form: Survey › Submission message', 'Thanks!'],
      ['forms/survey/fields/f-name/title', 'Form: Survey › Your name › Label', 'Your name'],
      ['forms/survey/fields/f-name/placeholder', 'Form: Survey › Your name › Placeholder', 'Ada'],
      ['forms/survey/fields/f-note/title', 'Form: Survey › Anything else › Label', 'Anything else'],
      ['forms/survey/fields/f-note/description', 'Form: Survey › Anything else › Description', 'We read every note.'],
    ]);
    expect(byId.get('forms/survey/name')?.page).toBe('/contact');
  });

  it('saves option and form translations and shows them on /fr, leaving the English pages as they were', async () => {
    await translate({
      'productOptions/Size/name': 'Taille',
      'productOptions/Size/values/M': 'Moyenne',
      'forms/survey/fields/f-name/title': 'Votre prénom',
      'forms/survey/fields/f-name/placeholder': 'Adèle',
      'forms/survey/fields/f-note/description': 'Nous lisons chaque mot.',
    });
    expect(await entry('productOptions/Size/values/M')).toMatchObject({ translation: 'Moyenne', state: 'done' });
    await publish();
    await showsOn('/fr/shop/shirt', 'Moyenne');
    const product = (await t.page('/fr/shop/shirt')).html;
    expect(product).toContain('"titles":{"Size":"Taille"}');
    expect(product).toContain('"labels":{"M":"Moyenne"}');
    // The value chosen stays the product's own: the cart receives "M".
    expect(product).toContain('"values":["S","M"]');
    expect((await t.page('/shop/shirt')).html).not.toContain('Moyenne');

    await showsOn('/fr/contact', 'Votre prénom');
    const form = (await t.page('/fr/contact')).html;
    expect(form).toContain('Adèle');
    expect(form).toContain('Nous lisons chaque mot.');
    expect(form).toContain('Anything else');
    expect((await t.page('/contact')).html).toContain('Your name');
  });

  it('shows the newer original for an out-of-date translation until the owner keeps it', async () => {
    await translate({ [SHIRT_TITLE]: 'Chemise de terrain', 'forms/survey/fields/f-note/title': 'Autre chose' });
    await publish();
    await showsOn('/fr/shop/shirt', 'Chemise de terrain');

    const item = (await t.withKey('GET', `${DOCS}/item/shop/prod-shirt`)).body;
    const renamed = await t.withKey('PUT', `${DOCS}/item/shop/prod-shirt`, {
      revision: item.revision,
      body: { ...item.draft, title: 'Field Overshirt' },
    });
    expect(renamed.status).toBe(200);
    const form = (await t.withKey('GET', `${DOCS}/form/survey`)).body;
    const relabelled = await t.withKey('PUT', `${DOCS}/form/survey`, {
      revision: form.revision,
      body: {
        ...form.draft,
        fields: form.draft.fields.map((f: { id: string }) =>
          f.id === 'f-note' ? { ...f, title: 'Any questions' } : f,
        ),
      },
    });
    expect(relabelled.status).toBe(200);
    expect(await entry(SHIRT_TITLE)).toMatchObject({
      original: 'Field Overshirt',
      previousOriginal: 'Field Shirt',
      translation: 'Chemise de terrain',
      state: 'outdated',
    });
    expect(await entry('forms/survey/fields/f-note/title')).toMatchObject({
      original: 'Any questions',
      previousOriginal: 'Anything else',
      state: 'outdated',
    });
    await publish();
    await showsOn('/fr/shop/shirt', 'Field Overshirt');
    expect((await t.page('/fr/shop/shirt')).html).not.toContain('Chemise de terrain');
    await showsOn('/fr/contact', 'Any questions');
    expect((await t.page('/fr/contact')).html).not.toContain('Autre chose');
    // Translations still current keep showing.
    expect((await t.page('/fr/contact')).html).toContain('Votre prénom');

    // Keeping: the same translation saved again is current for the new original.
    await translate({ [SHIRT_TITLE]: 'Chemise de terrain', 'forms/survey/fields/f-note/title': 'Autre chose' });
    const kept = await entry(SHIRT_TITLE);
    expect(kept).toMatchObject({ state: 'done', translation: 'Chemise de terrain' });
    expect(kept.previousOriginal).toBeUndefined();
    await publish();
    await showsOn('/fr/shop/shirt', 'Chemise de terrain');
    await showsOn('/fr/contact', 'Autre chose');
  });

  it("shows the owner's new footer text on /fr instead of the translation of the old one, until it is translated", async () => {
    const document = (await t.withKey('GET', `${DOCS}/translation/fr-FR`)).body;
    // As a fixture imports it: no source hash, made from the site document's (empty) footer.
    const imported = await t.withKey('PUT', `${DOCS}/translation/fr-FR`, {
      revision: document.revision,
      body: { ...document.draft, footerText: 'Ancien pied de page' },
    });
    expect(imported.status).toBe(200);
    await publish();
    const headerFooter = await t.withKey('PUT', '/api/site-header-footer', {
      header: { logo: null, navigation: [] },
      footer: { text: 'Free repairs for life.', links: [], socialIcons: [] },
    });
    expect(headerFooter.status).toBe(200);
    expect((await entry('footerText')).state).toBe('outdated');
    await showsOn('/fr/contact', 'Free repairs for life.');
    expect((await t.page('/fr/contact')).html).not.toContain('Ancien pied de page');
    await translate({ footerText: 'Réparations gratuites à vie.' });
    await publish();
    await showsOn('/fr/contact', 'Réparations gratuites à vie.');
  });

  it('mails an order placed after shopping on /fr in French, subject included, and one from the English pages in English', async () => {
    const subjectOf = async (from: string) => {
      const visitor = t.visitor();
      const added = await visitor.request(
        'POST',
        '/api/commerce/shopping-cart/entries',
        { itemId: 'prod-lamp', sku: null, quantity: 1, additionalFields: null },
        { Referer: `http://${HOST}${from}` },
      );
      expect(added.status).toBe(200);
      const order = await visitor.post('/api/commerce/checkout', {
        email: 'ana@example.com',
        shippingAddress: SHIPPING_ADDRESS,
        paymentToken: 'tok_test_ok',
      });
      expect(order.status).toBe(200);
      const [language] = await t.db.query<{ language: string | null }>(
        'select language from orders where website_id = $1 and id = $2',
        [t.siteId, order.body.id],
      );
      const [mail] = await t.db.query<{ subject: string }>(
        'select subject from mail_outbox where website_id = $1 and dedupe_key = $2',
        [t.siteId, `order-confirmation:${order.body.id}`],
      );
      return { language: language?.language, subject: mail?.subject, number: order.body.orderNumber };
    };
    const french = await subjectOf('/fr/shop/lamp');
    expect(french).toMatchObject({
      language: 'fr-FR',
      subject: `Votre commande Cart Test Shop n°\u00a0${french.number}`,
    });
    const english = await subjectOf('/shop/lamp');
    expect(english).toMatchObject({ language: null, subject: `Your Cart Test Shop order #${english.number}` });
  });
});
