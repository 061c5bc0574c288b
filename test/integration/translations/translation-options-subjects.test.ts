/**
 * Issue 25's last translatable texts, on both databases: a form's choice options (listed in the
 * owner's translation editor at their place in the list, missing / done / out of date like the
 * other texts, shown translated on /fr by the storefront's own form-field partial while the
 * answer posted and stored stays the original), the chosen option values in the cart on /fr, and
 * the buyer's e-mail subjects (the translation is used for the mails of an order placed in that
 * language: its confirmation and its cancellation).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../../server/db/test-databases';
import { TEMPLATES_DIR } from '../../../server/paths';
import { HOST } from '../content/content-app';
import { frenchSite, frenchTranslationCalls, templateDocuments } from './translation-calls';
import { SHIPPING_ADDRESS } from '../helpers/shipping-address';
import { catalogueOf, type TranslationEntry } from '../../../domain';

const DOCS = '/api/owner/content/documents';
const SIZE = 'forms/poll/fields/f-size';
const SPEED = 'forms/poll/fields/f-speed';

const POLL = {
  id: 'poll',
  name: 'Poll',
  fields: [
    { id: 'f-size', type: 'radio', title: 'Size', required: true, options: ['Small', 'Large'] },
    { id: 'f-colour', type: 'select', title: 'Colour', options: ['Red', 'Blue'] },
    { id: 'f-extras', type: 'checkbox', title: 'Extras', options: ['Bag'] },
    { id: 'f-speed', type: 'likert', title: 'Delivery', options: ['Was it fast?'] },
  ],
  storeSubmissions: true,
  emailTo: [],
  submissionMessage: 'Thanks!',
  submissionHTML: '',
  successRedirect: '',
  captchaSettings: { enabled: false },
  disclaimerMessage: '',
};
const POLL_PAGE = {
  id: 'col-poll',
  urlId: 'poll',
  title: 'Poll',
  typeName: 'page',
  type: 10,
  body: '<p>Tell us.</p>',
  formId: 'poll',
  items: [],
};
/** The storefront's own form markup and cart page (the suite's templates show neither). */
const storefront = (path: string) => readFileSync(join(TEMPLATES_DIR, path), 'utf8');
const TEMPLATES = {
  'layouts/site.html':
    '<!doctype html><html><head><title>{pageTitle|html}</title></head><body><main>{mainContent}</main></body></html>',
  'partials/form-field.html': storefront('partials/form-field.html'),
  'partials/form-hidden.html': storefront('partials/form-hidden.html'),
  'blocks/form.html': storefront('blocks/form.html'),
  'pages/page.html': '<h1>{collection.title|html}</h1>{.section form}{@|apply form}{.end}',
  'pages/cart.html': storefront('pages/cart.html'),
  'emails/order-update.html': storefront('emails/order-update.html'),
  'emails/order-confirmation.html':
    '<html><head><title>{emailText.orderConfirmationSubject}</title></head><body><p>{emailText.thankYou}</p></body></html>',
};

describe.each(testDatabases())(
  'translating form options, cart option values and mail subjects on $name',
  ({ open }) => {
    const t = frenchSite(open, {
      documents: { 'form/poll': POLL, 'collection/poll': POLL_PAGE, ...templateDocuments(TEMPLATES) },
    });

    const { list, entry, translate, publish, showsOn } = frenchTranslationCalls(t);

    it("lists each choice field's options and likert questions at their place, beside the original", async () => {
      const entries: TranslationEntry[] = (await list()).entries;
      const options = entries.filter((e) => e.id.includes('/options/'));
      expect(options.map((e) => [e.id, e.label, e.original, e.state])).toEqual([
        [`${SIZE}/options/0`, 'Form: Poll › Size › Option 1', 'Small', 'missing'],
        [`${SIZE}/options/1`, 'Form: Poll › Size › Option 2', 'Large', 'missing'],
        ['forms/poll/fields/f-colour/options/0', 'Form: Poll › Colour › Option 1', 'Red', 'missing'],
        ['forms/poll/fields/f-colour/options/1', 'Form: Poll › Colour › Option 2', 'Blue', 'missing'],
        ['forms/poll/fields/f-extras/options/0', 'Form: Poll › Extras › Option 1', 'Bag', 'missing'],
        [`${SPEED}/options/0`, 'Form: Poll › Delivery › Question 1', 'Was it fast?', 'missing'],
      ]);
      expect(options.every((e) => e.page === '/poll')).toBe(true);
    });

    it('shows the translated options on /fr while the answer posted and stored is the original', async () => {
      await translate({
        [`${SIZE}/options/0`]: 'Petit',
        'forms/poll/fields/f-colour/options/1': 'Bleu',
        'forms/poll/fields/f-extras/options/0': 'Sac',
        [`${SPEED}/options/0`]: 'Était-ce rapide ?',
      });
      expect(await entry(`${SIZE}/options/0`)).toMatchObject({ translation: 'Petit', state: 'done' });
      await publish();
      await showsOn('/fr/poll', 'Petit');
      const french = (await t.page('/fr/poll')).html;
      expect(french).toMatch(/<input type="radio" name="f-size" value="Small" required> Petit<\/label>/);
      // An option left untranslated shows its original.
      expect(french).toMatch(/<input type="radio" name="f-size" value="Large" required> Large<\/label>/);
      expect(french).toContain('<option value="Blue">Bleu</option>');
      expect(french).toContain('<option value="Red">Red</option>');
      expect(french).toContain('<input type="checkbox" name="f-extras" value="Bag"> Sac</label>');
      expect(french).toContain('<th scope="row">Était-ce rapide ?</th>');
      const english = (await t.page('/poll')).html;
      expect(english).toMatch(/<input type="radio" name="f-size" value="Small" required> Small<\/label>/);
      expect(english).not.toContain('Petit');

      // A visitor on /fr picks "Petit": the form posts, and the owner reads, "Small".
      const visitor = t.visitor();
      const posted = await visitor.request(
        'POST',
        '/api/form/SaveFormSubmission',
        new URLSearchParams([
          ['formId', 'poll'],
          ['crumb', visitor.crumb],
          ['contentSource', 'c'],
          ['pageTitle', 'Poll'],
          ['pageId', 'col-poll'],
          ['pagePath', '/fr/poll'],
          ['f-size', 'Small'],
          ['f-colour', 'Blue'],
          ['f-extras', 'Bag'],
          ['f-speed:0', '2'],
        ]).toString(),
        { Accept: 'text/html', 'Content-Type': 'application/x-www-form-urlencoded' },
      );
      expect(posted.status).toBe(200);
      const [stored] = await t.db.query<{ data: unknown }>(
        'select data from form_submissions where website_id = $1 and form_id = $2',
        [t.siteId, 'poll'],
      );
      expect(typeof stored?.data === 'string' ? JSON.parse(stored.data) : stored?.data).toMatchObject({
        'f-size': 'Small',
        'f-colour': 'Blue',
        'f-extras': ['Bag'],
        'f-speed': { 'Was it fast?': '2' },
      });
      const submissions = await t.withKey('GET', '/api/owner/forms/poll/submissions');
      expect(submissions.status).toBe(200);
      const shown = JSON.stringify(submissions.body);
      expect(shown).toContain('Small');
      expect(shown).not.toContain('Petit');
    });

    it('shows an option whose original changed as out of date, and its original on /fr until kept', async () => {
      const form = (await t.withKey('GET', `${DOCS}/form/poll`)).body;
      const reworded = await t.withKey('PUT', `${DOCS}/form/poll`, {
        revision: form.revision,
        body: {
          ...form.draft,
          fields: form.draft.fields.map((f: { id: string }) =>
            f.id === 'f-size' ? { ...f, options: ['Little', 'Large'] } : f,
          ),
        },
      });
      expect(reworded.status).toBe(200);
      expect(await entry(`${SIZE}/options/0`)).toMatchObject({
        original: 'Little',
        previousOriginal: 'Small',
        translation: 'Petit',
        state: 'outdated',
      });
      await publish();
      await showsOn('/fr/poll', 'value="Little" required> Little</label>');
      expect((await t.page('/fr/poll')).html).not.toContain('Petit');
      // The other translations are still current.
      expect((await t.page('/fr/poll')).html).toContain('<option value="Blue">Bleu</option>');

      await translate({ [`${SIZE}/options/0`]: 'Petit' });
      expect((await entry(`${SIZE}/options/0`)).state).toBe('done');
      await publish();
      await showsOn('/fr/poll', 'value="Little" required> Petit</label>');
    });

    it('shows the chosen option value in the cart on /fr in French, and on /cart as the product has it', async () => {
      // Published with a form option, so the suite can see when the translations are live.
      await translate({ 'productOptions/Size/values/M': 'Moyenne', 'forms/poll/fields/f-extras/options/0': 'Sacoche' });
      await publish();
      await showsOn('/fr/poll', 'value="Bag"> Sacoche</label>');
      const visitor = t.visitor();
      expect((await visitor.add('prod-shirt', 'SHIRT-M')).status).toBe(200);
      const cartHtml = async (path: string) =>
        (await visitor.request('GET', path, undefined, { Accept: 'text/html' })).text();
      const french = await cartHtml('/fr/cart');
      expect(french).toContain('<p class="cart-entry__variant">Moyenne</p>');
      const english = await cartHtml('/cart');
      expect(english).toContain('<p class="cart-entry__variant">M</p>');
      expect(english).not.toContain('Moyenne');
      // The cart keeps the product's own value.
      const [row] = await t.db.query<{ sku: string }>(
        'select sku from cart_entries where website_id = $1 order by created desc limit 1',
        [t.siteId],
      );
      expect(row?.sku).toBe('SHIRT-M');
    });

    it("lists the buyer's e-mail subjects and mails an order placed on /fr with the owner's French subject", async () => {
      // Until the owner types one, the catalogue's French subject is in use: not missing.
      expect(await entry('emailSubjects/orderConfirmationSubject')).toMatchObject({
        label: 'E-mail subjects › Order confirmation',
        original: 'Your {store.name} order #{order.orderNumber}',
        translation: null,
        builtIn: catalogueOf('fr-FR').emails.orderConfirmationSubject,
        state: 'done',
      });
      await translate({
        'emailSubjects/orderConfirmationSubject': 'Merci ! Commande {order.orderNumber} chez {store.name}',
        'emailSubjects/cancelledSubject': 'Commande {order.orderNumber} annulée',
        // Published with it, so the suite can see when the new translations are live.
        'forms/poll/fields/f-colour/options/0': 'Rouge',
      });
      expect((await entry('emailSubjects/orderConfirmationSubject')).state).toBe('done');
      await publish();
      await showsOn('/fr/poll', '<option value="Red">Rouge</option>');
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
        const [mail] = await t.db.query<{ subject: string }>(
          'select subject from mail_outbox where website_id = $1 and dedupe_key = $2',
          [t.siteId, `order-confirmation:${order.body.id}`],
        );
        return { subject: mail?.subject, number: order.body.orderNumber };
      };
      const french = await subjectOf('/fr/shop/lamp');
      expect(french.subject).toBe(`Merci ! Commande ${french.number} chez Cart Test Shop`);
      // The cancellation of that order is mailed in its language too, with the owner's subject.
      const owner = await t.signedIn('admin');
      expect((await owner.post(`/api/owner/orders/${french.number}/cancel`, { key: 'cancel-fr' })).status).toBe(200);
      const [cancelled] = await t.db.query<{ subject: string }>(
        "select subject from mail_outbox where website_id = $1 and dedupe_key like 'order-change:%'",
        [t.siteId],
      );
      expect(cancelled?.subject).toBe(`Commande ${french.number} annulée`);
      const english = await subjectOf('/shop/lamp');
      expect(english.subject).toBe(`Your Cart Test Shop order #${english.number}`);
    });

    it('mails a restock notice with the subject of the language the visitor signed up in', async () => {
      const item = (await t.withKey('GET', `${DOCS}/item/shop/prod-shirt`)).body;
      const withIds = await t.withKey('PUT', `${DOCS}/item/shop/prod-shirt`, {
        revision: item.revision,
        body: {
          ...item.draft,
          structuredContent: {
            ...item.draft.structuredContent,
            variants: item.draft.structuredContent.variants.map((v: { sku: string }) => ({
              ...v,
              id: `var-${v.sku.toLowerCase()}`,
            })),
          },
        },
      });
      expect(withIds.status).toBe(200);
      await translate({
        'emailSubjects/restockSubject': 'De retour en stock : {product.title}',
        'collections/shop/items/shirt/title': 'Chemise de terrain',
      });
      await publish();
      await showsOn('/fr/shop/shirt', 'Chemise de terrain');

      for (const [email, page] of [
        ['lea@example.com', '/fr/shop/shirt'],
        ['sam@example.com', '/shop/shirt'],
      ]) {
        const signedUp = await t
          .visitor()
          .post(
            '/api/site-users/account/notifications/restock',
            { productId: 'prod-shirt', variantId: 'var-shirt-s', siteVisitorEmail: email },
            { Referer: `http://${HOST}${page}` },
          );
        expect(signedUp.status).toBe(200);
      }
      const languages = await t.db.query<{ email: string; language: string | null }>(
        'select email, language from restock_signups where website_id = $1 order by email',
        [t.siteId],
      );
      expect(languages).toEqual([
        { email: 'lea@example.com', language: 'fr-FR' },
        { email: 'sam@example.com', language: null },
      ]);
      const sent = await t.withKey('POST', '/api/site-users/account/notifications/restock/send', {
        productId: 'prod-shirt',
        variantId: 'var-shirt-s',
      });
      expect(sent).toMatchObject({ status: 200, body: { sent: 2 } });
      const mails = await t.db.query<{ to_address: string; subject: string }>(
        "select to_address, subject from mail_outbox where website_id = $1 and dedupe_key like 'restock:%' order by to_address",
        [t.siteId],
      );
      expect(mails).toEqual([
        { to_address: 'lea@example.com', subject: 'De retour en stock : Chemise de terrain' },
        { to_address: 'sam@example.com', subject: 'Field Shirt is back in stock' },
      ]);
    });
  },
);
