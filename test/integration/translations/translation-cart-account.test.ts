/**
 * Issue 25 on the demo store, whose fixtures translate it into French: the cart calls answer in
 * the language of the page that called (its Referer) — each entry's product title, product page
 * and option values — as the server-rendered /fr/cart shows them; a product's add-on form reads
 * in French on /fr while the answer stored stays the original; and the account's restock list
 * is in the account page's language.
 */
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../../server/db/test-databases';
import { Visitor } from '../commerce/commerce-app';
import { Member, newEmail } from '../site-users/site-user-app';
import { demoStore } from './translation-calls';
import { subscribe } from '../subscriptions/club-app';
import { catalogueOf, interfaceWords, type CartEntry } from '../../../domain';

const HOST = 'demo.localhost';
const CART = '/api/commerce/shopping-cart';
const JACKET = { itemId: 'prod-canvas-field-jacket', sku: 'NW-CANFIEJAC-M-NAVY' };
const WORKSHOP = { itemId: 'prod-navigation-workshop', sku: 'NW-NAVWOR-JANUARY-16-2027' };
const from = (path: string) => ({ Referer: `http://${HOST}${path}` });

describe.each(testDatabases())('the demo cart and account in the page language on $name', ({ open }) => {
  const demo = demoStore(open);

  const browser = () => new Visitor(demo.app, HOST);
  const html = async (visitor: Visitor, path: string) =>
    (await visitor.request('GET', path, undefined, { Accept: 'text/html' })).text();
  const add = (visitor: Visitor, product: { itemId: string; sku: string }, page: string, fields?: unknown) =>
    visitor.post(
      `${CART}/entries`,
      { ...product, quantity: 1, additionalFields: fields ? JSON.stringify(fields) : null },
      from(page),
    );

  it('answers the cart of a /fr page with French titles, option values and links under /fr', async () => {
    const visitor = browser();
    const added = await add(visitor, JACKET, '/fr/shop/canvas-field-jacket');
    expect(added.status).toBe(200);
    const french = {
      title: 'Veste de terrain en toile',
      url: '/fr/shop/canvas-field-jacket',
      variantText: 'M / Marine',
      // What identifies the variant stays the product's own.
      chosenVariant: { sku: JACKET.sku, attributes: { Size: 'M', Color: 'Navy' } },
    };
    expect(added.body.newlyAdded).toMatchObject(french);
    expect(added.body.shoppingCart.entries).toEqual([expect.objectContaining(french)]);

    // A refresh from a French page (the cart island's start) and a change from /fr/cart.
    const refreshed = await visitor.send('GET', `${CART}?calculateSubtotal=true`, undefined, from('/fr/shop'));
    expect(refreshed.body.entries[0]).toMatchObject(french);
    const entryId = (added.body.newlyAdded as CartEntry).id;
    const changed = await visitor.send('PUT', `${CART}/entries/${entryId}`, { quantity: 2 }, from('/fr/cart'));
    expect(changed.status).toBe(200);
    expect(changed.body.shoppingCart.entries[0]).toMatchObject({ ...french, quantity: 2 });

    // The same cart from an English page, or with no page at all, is in English.
    for (const headers of [from('/shop'), {}]) {
      const english = await visitor.send('GET', CART, undefined, headers);
      expect(english.body.entries[0]).toMatchObject({
        title: 'Canvas Field Jacket',
        url: '/shop/canvas-field-jacket',
        variantText: 'M / Navy',
      });
    }

    // The server-rendered cart page agrees with the calls of its island.
    const page = await html(visitor, '/fr/cart');
    expect(page).toContain('<a href="/fr/shop/canvas-field-jacket">Veste de terrain en toile</a>');
    expect(page).toContain('<p class="cart-entry__variant">M / Marine</p>');
    const englishPage = await html(visitor, '/cart');
    expect(englishPage).toContain('<a href="/shop/canvas-field-jacket">Canvas Field Jacket</a>');
    expect(englishPage).not.toContain('Veste de terrain');
  });

  it('writes money on /fr/cart and /fr/checkout as the /fr product page writes it, on /cart as the store does', async () => {
    const visitor = browser();
    expect((await add(visitor, JACKET, '/fr/shop/canvas-field-jacket')).status).toBe(200);
    const priceOn = async (path: string) => (await html(visitor, path)).match(/class="money">([^<]*118[^<]*)</)?.[1];
    const french = await priceOn('/fr/shop/canvas-field-jacket');
    const english = await priceOn('/shop/canvas-field-jacket');
    expect(french).toMatch(/^118,00\s\$US$/u);
    expect(english).toBe('$118.00');
    for (const path of ['/fr/cart', '/fr/checkout']) {
      const page = await html(visitor, path);
      // The server's markup of the island and the props it hydrates from, both in French.
      expect(page, path).toContain(french);
      expect(page, path).not.toContain('$118.00');
      expect(page, path).toMatch(/"money":\{"currency":"USD","locale":"fr[^"]*"\}/);
    }
    for (const path of ['/cart', '/checkout']) expect(await html(visitor, path), path).toContain('$118.00');
  });

  it("shows a product's add-on form in French on /fr, the answer stored staying the original", async () => {
    const product = await html(browser(), '/fr/shop/navigation-workshop');
    expect(product).toContain("Détails de l'atelier");
    expect(product).toContain('Quelques randonnées à la journée');
    // The English page keeps the owner's words.
    expect(await html(browser(), '/shop/navigation-workshop')).not.toContain('Quelques randonnées');

    const visitor = browser();
    const answers = { 'field-participant': 'Ada', 'field-experience': 'Some day hikes' };
    expect((await add(visitor, WORKSHOP, '/fr/shop/navigation-workshop', answers)).status).toBe(200);
    const french = await html(visitor, '/fr/cart');
    expect(french).toContain('Quelques randonnées à la journée');
    expect(french).toContain('Nom du participant');
    const english = await html(visitor, '/cart');
    expect(english).toContain('Some day hikes');
    expect(english).not.toContain('Quelques randonnées');
    const [entry] = await demo.db.query<{ fields_key: string }>(
      "select e.fields_key from cart_entries e where e.website_id = 'demo' and e.item_id = $1 order by e.created desc limit 1",
      [WORKSHOP.itemId],
    );
    expect(JSON.parse(entry!.fields_key)).toEqual(answers);
  });

  it("refuses edited add-on answers the form does not take, naming each field, in the calling page's words", async () => {
    const visitor = browser();
    const answers = { 'field-participant': 'Ada', 'field-experience': 'Some day hikes' };
    const added = await add(visitor, WORKSHOP, '/fr/shop/navigation-workshop', answers);
    const entryId = (added.body.newlyAdded as CartEntry).id;
    const edit = (fields: unknown, page: string) =>
      visitor.send(
        'PUT',
        `${CART}/entries/${entryId}/additionalFields`,
        { ...WORKSHOP, additionalFields: JSON.stringify(fields) },
        from(page),
      );
    // The required choice left out, the dietary needs over their 300 characters.
    const bad = { 'field-participant': 'Ada', 'field-dietary': 'x'.repeat(301) };
    const french = await edit(bad, '/fr/cart');
    expect(french.status).toBe(400);
    const fr = interfaceWords('fr-FR');
    expect(french.body.fieldErrors).toEqual({ 'field-experience': fr.fieldRequired, 'field-dietary': fr.fieldTooLong });
    const english = await edit(bad, '/cart');
    expect(english.status).toBe(400);
    expect(english.body.fieldErrors).toEqual({
      'field-experience': 'Required',
      'field-dietary': 'You have exceeded the character limit.',
    });
    // Nothing was changed; a good answer is taken.
    const [kept] = await demo.db.query<{ fields_key: string }>(
      "select fields_key from cart_entries where website_id = 'demo' and id = $1",
      [entryId],
    );
    expect(JSON.parse(kept!.fields_key)).toEqual(answers);
    const good = await edit({ ...answers, 'field-dietary': 'No nuts' }, '/fr/cart');
    expect(good.status).toBe(200);
  });

  it("refuses added add-on answers the form does not take, naming each field in the calling page's words, storing nothing (t25more)", async () => {
    const visitor = browser();
    const fr = interfaceWords('fr-FR');
    const bad = {
      'field-participant': 42,
      'field-experience': ['Some day hikes', { no: 'text' }],
      'field-dietary': 'x'.repeat(301),
    };
    const french = await add(visitor, WORKSHOP, '/fr/shop/navigation-workshop', bad);
    expect(french.status).toBe(400);
    expect(french.body.fieldErrors).toEqual({
      'field-participant': fr.answerMustBeText,
      'field-experience': fr.answerMustBeText,
      'field-dietary': fr.fieldTooLong,
    });
    // t25last: a radio answer that is none of its options, in French; the original option is taken.
    const none = await add(visitor, WORKSHOP, '/fr/shop/navigation-workshop', {
      'field-participant': 'Ada',
      'field-experience': 'Quelques randonnées',
    });
    expect(none.status).toBe(400);
    expect(none.body.fieldErrors).toEqual({ 'field-experience': fr.answerNotAnOption });
    // The required choice left out, said in English from an English page.
    const english = await add(visitor, WORKSHOP, '/shop/navigation-workshop', { 'field-participant': 'Ada' });
    expect(english.status).toBe(400);
    expect(english.body.fieldErrors).toEqual({ 'field-experience': 'Required' });
    // An answer with a NUL byte, or a whole huge body, is refused before the form is read.
    const nul = await add(visitor, WORKSHOP, '/fr/shop/navigation-workshop', { 'field-participant': 'A\u0000da' });
    expect(nul.status).toBe(400);
    const huge = await add(visitor, WORKSHOP, '/fr/shop/navigation-workshop', {
      'field-participant': 'x'.repeat(5_000_000),
    });
    expect([400, 413]).toContain(huge.status);
    // No cart was written for this browser: nothing was stored.
    const cart = await visitor.send('GET', CART, undefined, from('/fr/cart'));
    expect(cart.body.entries ?? []).toEqual([]);
    // Good answers still add.
    const good = await add(visitor, WORKSHOP, '/fr/shop/navigation-workshop', {
      'field-participant': 'Ada',
      'field-experience': 'Some day hikes',
    });
    expect(good.status).toBe(200);
    expect(good.body.shoppingCart.entries).toHaveLength(1);
  });

  it("opens a quick view with the catalogue's words of the calling page's language (t25more)", async () => {
    const visitor = browser();
    for (const [page, locale] of [
      ['/fr/shop', 'fr-FR'],
      ['/es/shop', 'es-ES'],
      ['/shop', 'en-US'],
    ] as const) {
      const answer = await visitor.send(
        'GET',
        '/api/commerce/products/prod-canvas-field-jacket/quick-view',
        undefined,
        from(page),
      );
      expect(answer.status).toBe(200);
      const strings = catalogueOf(locale).strings;
      expect(answer.body.form.labels.quantity).toBe(strings.productQuantityInputLabel);
      expect(JSON.stringify(answer.body.form)).toContain(strings.productAddToCartText);
    }
  });

  it("lists the account's restock sign-ups in the account page's language", async () => {
    const member = new Member(browser());
    const email = newEmail('restock');
    await member.signUp(email, 'correct horse');
    expect((await member.signIn(email, 'correct horse')).status).toBe(200);
    const signedUp = await member.browser.post(
      '/api/site-users/account/notifications/restock',
      { productId: JACKET.itemId, variantId: 'var-canvas-field-jacket-l-navy', siteVisitorEmail: email },
      from('/fr/shop/canvas-field-jacket'),
    );
    expect(signedUp.status).toBe(200);

    const french = await html(member.browser, '/fr/account');
    expect(french).toContain('Veste de terrain en toile');
    expect(french).toContain('L / Marine');
    expect(french).toContain('/fr/shop/canvas-field-jacket');
    const island = await member.browser.send('GET', '/api/site-users/account', undefined, {
      ...from('/fr/account'),
      'X-Siteuser-Xsrf-Token': member.xsrfToken,
    });
    expect(island.body.restockSignUps).toEqual([
      {
        productTitle: 'Veste de terrain en toile',
        variantText: 'L / Marine',
        productUrl: '/fr/shop/canvas-field-jacket',
      },
    ]);
    const english = await html(member.browser, '/account');
    expect(english).toContain('L / Navy');
    expect(english).not.toContain('Veste de terrain');
  });

  it("marks the account's subscription order in the account page's language, linking to the subscription", async () => {
    const member = new Member(browser());
    const email = newEmail('club');
    await member.signUp(email, 'correct horse');
    expect((await member.signIn(email, 'correct horse')).status).toBe(200);
    const placed = await subscribe(member.browser, 'prod-trail-club-monthly', 'NW-TRAIL-CLUB-MONTH', {
      email,
      headers: { 'X-Siteuser-Xsrf-Token': member.xsrfToken },
    });
    expect(placed.status).toBe(200);
    const [subscription] = (await member.call('GET', '/api/site-users/account/subscriptions')).body.subscriptions;
    const mark = (words: string) =>
      `<a class="account-order-kind" href="#subscription-${subscription.id}">${words}</a>`;

    const french = await html(member.browser, '/fr/account');
    expect(french).toContain(mark('Abonnement'));
    expect(french).toContain('Adhésion au Trail Club (mensuelle)');
    expect(french).toContain(`id="subscription-${subscription.id}"`);
    const english = await html(member.browser, '/account');
    expect(english).toContain(mark('Subscription'));
    expect(english).toContain('Trail Club membership (monthly)');
  });

  it("links the other languages' versions from the site's own language's cart, donate, checkout and account pages (t25last)", async () => {
    const visitor = browser();
    await add(visitor, JACKET, '/shop/canvas-field-jacket');
    const switcher = (page: string) =>
      [...(/<nav class="language-switcher"[\s\S]*?<\/nav>/.exec(page)?.[0] ?? '').matchAll(/href="([^"]*)"/g)].map(
        (m) => m[1]!,
      );
    for (const path of ['/cart', '/donate', '/checkout', '/account/sign-in', '/account/sign-up']) {
      const english = switcher(await html(visitor, path));
      expect(english, path).toContain(`/fr${path}`);
      expect(english, path).toContain(path);
      expect(english, path).toEqual(switcher(await html(visitor, `/fr${path}`)));
    }
  });
});
