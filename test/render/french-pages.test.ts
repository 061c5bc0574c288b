/**
 * The demo's French pages (issue 16) as `npm run render` prints them: the fixture turns French
 * on (`websiteSettings.multilingual.languages`), so /fr/… serves the translations of
 * `fixtures/sites/demo/translations/fr-FR.json` with French dates and money, hreflang
 * alternates and the language switcher; what has no translation shows in English.
 */
import { describe, expect, it } from 'vitest';
import { renderSitePage } from '../../server/render-page';
import { normalise } from './normalise';

const NOW = Date.UTC(2027, 2, 1, 12, 0, 0);
const silent = { info() {}, warn() {}, error() {} };
const render = (path: string) =>
  renderSitePage({ site: 'demo', path, host: 'demo.localhost:3000', now: NOW, log: silent });

describe('the demo in French', () => {
  it('serves the translated home page with the switcher, alternates and French header and footer', async () => {
    const page = await render('/fr');
    expect(page.errors).toEqual([]);
    expect(page.status).toBe(200);
    expect(page.html).toContain('<html lang="fr-FR">');
    expect(page.html).toContain('<link rel="alternate" hreflang="en-US" href="http://demo.localhost:3000/">');
    expect(page.html).toContain('<link rel="alternate" hreflang="fr-FR" href="http://demo.localhost:3000/fr">');
    expect(page.html).toContain('<link rel="alternate" hreflang="x-default" href="http://demo.localhost:3000/">');
    expect(page.html).toContain('<h1>Du matériel qui s’améliore avec le temps</h1>');
    expect(page.html).toContain('<a class="site-title" href="/fr">Northwind Supply Co.</a>');
    expect(page.html).toContain('<li><a href="/fr/shop">Boutique</a></li>');
    expect(page.html).toContain('<li><a href="/fr/about">À propos</a></li>');
    expect(page.html).toContain('<a href="/" hreflang="en-US" lang="en-US">English</a>');
    expect(page.html).toContain('<a href="/fr" hreflang="fr-FR" lang="fr-FR" aria-current="true">Français</a>');
    expect(page.html).toContain(
      '<p class="footer-text">Réparations gratuites à vie sur tout ce que nous fabriquons.</p>',
    );
    expect(page.html).toContain('<li><a href="/fr/wholesale">Vente en gros</a></li>');
    // The cart is the visitor's own, shown in each language (issue 25): its link stays in French.
    expect(page.html).toContain('<li><a href="/fr/cart">Panier</a></li>');
    expect(page.html).toContain('<li><a href="/fr/search">Recherche</a></li>');
    // The header's own words are French too, and its search link stays in French.
    expect(page.html).toMatch(
      /<a class="header-link header-search" href="\/fr\/search">.*<span class="header-search-text">Recherche<\/span><\/a>/,
    );
    // The switcher names the language, with its code for phones.
    expect(page.html).toContain(
      '<summary><span class="language-label">Français</span><span class="language-code" aria-hidden="true">FR</span></summary>',
    );
    expect(page.html).toContain('<span class="menu-button-text">Menu</span>');
    expect(page.html).toMatch(/data-cart-link>Panier <span/);
    expect(page.html).toContain('<span class="visually-hidden"> articles dans votre panier, sous-total</span>');
    expect(page.html).toContain('"signInText":"Se connecter","accountText":"Compte"');
    expect(page.html).toContain('>Se connecter</a>');
    const english = await render('/');
    expect(english.html).toMatch(
      /<a class="header-link header-search" href="\/search">.*<span class="header-search-text">Search<\/span><\/a>/,
    );
    expect(english.html).toMatch(/data-cart-link>Cart <span/);
    expect(english.html).toContain('>Sign in</a>');
    expect(normalise(page.html)).toMatchSnapshot();
  });

  it('dates events in French: the day tiles and the time ranges', async () => {
    const events = await render('/fr/events');
    expect(events.errors).toEqual([]);
    // Headed as the menu names it ("Événements"), not in English.
    expect(events.html).toContain('<h1>Événements</h1>');
    expect(events.html).toMatch(/<span class="event-tile-month">déc\.<\/span><span class="event-tile-day">21<\/span>/);
    expect(events.html).toMatch(/lundi 21 décembre 2026 à 16:30<\/time> &ndash; <time[^>]*>19:00<\/time>/);
    const english = await render('/events');
    expect(english.html).toMatch(/Monday, December 21, 2026 at 4:30\sPM<\/time> &ndash; <time[^>]*>7:00\sPM<\/time>/);
  });

  it('shows translated product titles and French money on the shop and a product page', async () => {
    const shop = await render('/fr/shop');
    expect(shop.errors).toEqual([]);
    expect(shop.html).toContain('<h1>Boutique</h1>');
    expect(shop.html).toContain('<h2 class="product-card-title">Veste de terrain en toile</h2>');
    expect(shop.html).toMatch(/<span class="money">118,00\s\$US<\/span>/);
    expect(shop.html).toContain('href="/fr/shop/canvas-field-jacket"');
    // Every product of the demo is translated, its cards' words and image alt texts too.
    expect(shop.html).toContain('<h2 class="product-card-title">Collection d’affiches de cartes de sentiers</h2>');
    expect(shop.html).toContain('alt="Affiche encadrée d’une carte de sentier de montagne"');
    const product = await render('/fr/shop/canvas-field-jacket');
    expect(product.errors).toEqual([]);
    expect(product.html).toContain('<title>Veste de terrain en toile — Northwind Supply Co.</title>');
    // The phone's image strip names itself and its dots in French (islands/product-gallery.ts).
    expect(product.html).toContain(
      'data-words-images="Images du produit" data-words-choose="Choisir une image" data-words-image-of="Image {index} sur {count}"',
    );
    expect(product.html).toContain(
      '<link rel="canonical" href="http://demo.localhost:3000/fr/shop/canvas-field-jacket">',
    );
    expect(product.html).toContain(
      '<link rel="alternate" hreflang="en-US" href="http://demo.localhost:3000/shop/canvas-field-jacket">',
    );
  });

  it('words a subscription price in French: the price every month as "par mois"', async () => {
    const club = await render('/fr/shop/campfire-coffee-club');
    expect(club.errors).toEqual([]);
    expect(club.html).toMatch(/<span class="money">[^<]+<\/span> par mois/);
    // The product's own excerpt says "every month" too: owner's words, not translated in the fixture.
    expect(club.html).not.toMatch(/<\/span> every month/);
    expect((await render('/shop/campfire-coffee-club')).html).toMatch(/<span class="money">[^<]+<\/span> every month/);
  });

  it('dates a post in French, and keeps untranslated posts in English', async () => {
    const post = await render('/fr/journal/how-to-re-wax-a-canvas-jacket');
    expect(post.errors).toEqual([]);
    expect(post.html).toContain('<time datetime="2025-03-14">14 mars 2025</time>');
    expect(post.html).toContain('How to Re-Wax a Canvas Jacket');
    // The comments section around the owner's English comments is French.
    expect(post.html).toContain('>3 commentaires</h2>');
    expect(post.html).toContain('>Laisser un commentaire</h3>');
    expect(post.html).toContain('<button class="button" type="submit">Publier le commentaire</button>');
    expect((await render('/fr/journal')).html).toContain('>Aucun commentaire</a>');
    const english = await render('/journal/how-to-re-wax-a-canvas-jacket');
    expect(english.html).toContain('<time datetime="2025-03-14">March 14, 2025</time>');
    expect(english.html).toContain('>3 Comments</h2>');
    expect(english.html).toContain('<html lang="en-US">');
  });

  it('translates the about page, answers unknown French paths with 404 and redirects a trailing slash inside the prefix', async () => {
    const about = await render('/fr/about');
    expect(about.html).toContain('<h1>À propos de Northwind</h1>');
    expect(about.html).toContain('<a href="/fr/about" aria-current="page">À propos</a>');
    expect((await render('/fr/nothing-here')).status).toBe(404);
    expect((await render('/it/shop')).status).toBe(404);
    const cart = await render('/fr/cart');
    expect(cart.status).toBe(200);
    expect(cart.html).toContain('<h1 id="cart-title">Panier</h1>');
    const search = await render('/fr/search?q=laine');
    expect(search.status).toBe(200);
    expect(search.html).toContain('<html lang="fr-FR">');
    expect(search.html).toContain('<a href="/search?q=laine" hreflang="en-US" lang="en-US">English</a>');
  });

  it('names no canonical page or alternates on a page not found, whose switcher leads to each language home', async () => {
    for (const path of ['/fr/nothing-here', '/nothing-here']) {
      const missing = await render(path);
      expect(missing.status).toBe(404);
      expect(missing.html).not.toContain('rel="canonical"');
      expect(missing.html).not.toContain('rel="alternate"');
      expect(missing.html).not.toContain('og:url');
      const switcher = [...missing.html.matchAll(/<a href="([^"]*)" hreflang=/g)].map((link) => link[1]);
      expect(switcher).toEqual(['/', '/fr', '/de', '/es']);
    }
  });

  it("gives the restock box French words for the visitor's mistakes, the spec's English on the English page", async () => {
    const backpack = await render('/fr/shop/waxed-canvas-backpack');
    expect(backpack.html).toContain(
      '"messages":{"emailBlank":"L’e-mail ne peut pas être vide","emailInvalid":"L’e-mail n’est pas valide","captcha":"Veuillez compléter le CAPTCHA avant l’envoi."}',
    );
    const english = await render('/shop/waxed-canvas-backpack');
    expect(english.html).not.toContain('"messages":{"emailBlank"');
  });

  it("words the restock box of a sold-out product in French: the store's own words through its translations", async () => {
    const props = (html: string) =>
      JSON.parse(
        /<script type="application\/json" id="island-props">([\s\S]*?)<\/script>/.exec(html)![1]!,
      ) as unknown[];
    const boxOf = (html: string) =>
      props(html).find(
        (p): p is { texts: Record<string, string> } =>
          typeof p === 'object' && p !== null && 'texts' in p && 'variantId' in p,
      )!;
    const backpack = await render('/fr/shop/waxed-canvas-backpack');
    expect(boxOf(backpack.html).texts).toEqual({
      button: 'Me prévenir',
      cta: 'Épuisé pour le moment. Laissez votre e-mail et nous vous écrirons dès son retour.',
      placeholder: 'Adresse e-mail',
      mailingList: 'Recevoir aussi la lettre d’information de Northwind',
      success: 'Inscription enregistrée ! Nous vous écrirons dès son retour.',
    });
    expect(backpack.html).toMatch(/<p class="restock__cta"[^>]*>Épuisé pour le moment\./);
    const tee = await render('/fr/shop/merino-crew-tee');
    expect(boxOf(tee.html).texts.cta).toBe('Le XL en Forêt est épuisé. Nous vous écrirons dès son retour.');
    const english = await render('/shop/waxed-canvas-backpack');
    expect(boxOf(english.html).texts).toMatchObject({
      button: 'Notify me',
      success: 'Signed up! We will email you as soon as it is back.',
    });
  });

  it('words the contact form in French: its fields, their notes and the topics', async () => {
    const contact = await render('/fr/contact');
    expect(contact.html).toContain('Nous ne l’utilisons que pour vous répondre.');
    expect(contact.html).toContain('1000 caractères au plus.');
    expect(contact.html).toMatch(/<option value="A repair"[^>]*>Une réparation<\/option>/);
    expect(contact.html).not.toContain('We only use it to reply.');
  });

  it("labels each likert answer for screen readers with the language's colon: a narrow no-break space in French", async () => {
    const labels = async (path: string) => {
      const page = await render(path);
      expect(page.errors).toEqual([]);
      return [...page.html.matchAll(/<input type="radio" name="ef-feel:0" value="1" aria-label="([^"]*)"/g)].map(
        (m) => m[1],
      );
    };
    expect(await labels('/fr/trip-survey')).toEqual(['Dormir dehors\u202f: D’accord']);
    expect(await labels('/trip-survey')).toEqual(['Sleeping outdoors: Agree']);
  });

  it('keeps the visitor in French from the search form, the missing page and the member area', async () => {
    const search = await render('/fr/search?q=laine');
    expect(search.html).toContain('<form class="search-form" role="search" method="get" action="/fr/search">');
    const missing = await render('/fr/nothing-here');
    expect(missing.html).toContain('<form class="search-form" role="search" method="get" action="/fr/search">');
    expect(missing.html).toContain('<a class="button button-secondary" href="/fr">Aller à l’accueil</a>');
    const members = await render('/fr/members');
    expect(members.status).toBe(403);
    expect(members.html).toContain('<a href="/fr/account/sign-up">créez un compte</a>');
    // The primary language keeps its paths without a prefix.
    expect((await render('/nothing-here')).html).toContain('action="/search"');
    expect((await render('/members')).html).toContain('<a href="/account/sign-up">create an account</a>');
  });
});
