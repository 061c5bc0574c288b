/**
 * Issue 25 in Chromium: a French visitor adds a product from /fr/shop, and the cart, the
 * checkout and the order confirmation stay French once their islands run, each link leading
 * to the French page, and neither the cart nor the checkout scrolls sideways on a phone.
 */
import { describe, expect, it } from 'vitest';
import { islandsHydrated } from './helpers/browser';
import { browserSuite } from './helpers/browser-suite';
import { startStorefront } from './storefront-server';
import type { Page } from 'playwright-core';

const site = browserSuite(startStorefront);
const PHONE = { viewport: { width: 375, height: 740 } };

const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1);

describe('the visitor’s own pages in French', () => {
  it('keeps the cart, checkout and confirmation in French, under /fr, without sideways scroll at 375px', async () => {
    const { page } = await site.visit('/fr/shop/brass-trail-lantern', { context: PHONE });
    await islandsHydrated(page);
    await page.getByRole('button', { name: 'Ajouter au panier' }).click();
    await page.waitForFunction(() => document.querySelector('[data-cart-quantity]')?.textContent === '1');

    // The header's cart link leads to the French cart.
    expect(await page.locator('a.header-cart').getAttribute('href')).toBe('/fr/cart');
    await page.goto(`${site.origin}/fr/cart`);
    await islandsHydrated(page);
    await page.locator('.cart[data-cart-status="loaded"]').waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('fr-FR');
    expect(await page.locator('h1').innerText()).toBe('Panier');
    expect(await page.locator('.cart-totals').innerText()).toContain('Sous-total');
    // The product's French title and page, as the cart page rendered them and as its calls answer them.
    const title = page.getByRole('link', { name: 'Lanterne de randonnée en laiton' });
    expect(await title.getAttribute('href')).toBe('/fr/shop/brass-trail-lantern');
    expect(await page.getByRole('button', { name: 'Retirer Lanterne de randonnée en laiton' }).count()).toBe(1);
    const quantity = page.getByLabel('Quantité de Lanterne de randonnée en laiton');
    await quantity.fill('2');
    await quantity.press('Enter');
    await page.waitForFunction(() => document.querySelector('[data-cart-quantity]')?.textContent === '2');
    await page.locator('.cart[data-cart-status="loaded"]').waitFor();
    expect(await page.locator('.cart-entry__title').innerText()).toBe('Lanterne de randonnée en laiton');
    expect(await page.getByLabel('Code promo').count()).toBe(1);
    expect(await scrollsSideways(page)).toBe(false);

    await page.getByRole('link', { name: 'Passer la commande' }).click();
    await page.waitForURL('**/fr/checkout');
    await islandsHydrated(page);
    expect(await page.locator('h1').innerText()).toBe('Paiement');
    const form = page.locator('.checkout');
    expect(await form.locator('legend').allInnerTexts()).toEqual(
      expect.arrayContaining(['Adresse de livraison', 'Paiement']),
    );
    expect(await scrollsSideways(page)).toBe(false);
    await form.getByLabel('E-mail', { exact: true }).fill('ana@example.com');
    await form.getByLabel('Nom complet').fill('Ana Lee');
    await form.getByLabel('Adresse', { exact: true }).fill('1 Warren St');
    await form.getByLabel('Ville').fill('Hudson');
    await form.getByLabel('État ou région').fill('NY');
    await form.getByLabel('Code postal').fill('12534');
    await form.getByLabel('Numéro de carte').fill('4242 4242 4242 4242');
    await form.getByRole('button', { name: /^Commander/ }).click();

    // The order is confirmed on the French page, which the buyer's browser may open.
    await page.waitForURL('**/fr/order-confirmed/**');
    expect(await page.locator('h1').innerText()).toBe('Merci pour votre commande');
    // The line's product name in the order's language (orders/line-names.ts), the stored name unchanged.
    expect(await page.locator('.order-items').innerText()).toContain('Lanterne de randonnée en laiton');
    expect(await scrollsSideways(page)).toBe(false);
  });

  it('answers a failed sign-in from the French page in French (the call names its page by its Referer)', async () => {
    const { page } = await site.visit('/fr/account/sign-in');
    await islandsHydrated(page);
    const form = page.locator('.account-form');
    await form.getByLabel('E-mail', { exact: true }).fill('nobody-here@example.com');
    await form.getByLabel('Mot de passe', { exact: true }).fill('not the password');
    await form.getByRole('button', { name: 'Se connecter' }).click();
    const refusal = page.getByRole('alert');
    await refusal.waitFor();
    expect(await refusal.innerText()).toBe('L’adresse e-mail ou le mot de passe est incorrect.');
  });

  it("asks a product's add-on form in French on /fr, and the cart shows the French answer", async () => {
    const { page } = await site.visit('/fr/shop/navigation-workshop');
    await islandsHydrated(page);
    await page.locator('.product-form select').first().selectOption('January 16, 2027');
    await page.locator('.product-form__button').click();
    const dialog = page.getByRole('dialog', { name: "Détails de l'atelier" });
    await dialog.waitFor();
    await dialog.getByLabel('Quelques randonnées à la journée').check();
    expect(await dialog.getByRole('button', { name: 'Annuler' }).count()).toBe(1);
    await dialog.locator('button[type="submit"]').click();
    await page.waitForFunction(() => document.querySelector('[data-cart-quantity]')?.textContent === '1');

    await page.goto(`${site.origin}/fr/cart`);
    await islandsHydrated(page);
    await page.locator('.cart[data-cart-status="loaded"]').waitFor();
    const answers = await page.locator('.cart-entry__fields').innerText();
    expect(answers).toContain("Expérience de l'orientation");
    expect(answers).toContain('Quelques randonnées à la journée');
  });

  // t25form
  it('shows an empty contact form’s errors in French on /fr, and keeps Required on /contact', async () => {
    const { page } = await site.visit('/fr/contact');
    await islandsHydrated(page);
    const form = page.locator('form[action="/api/form/SaveFormSubmission"]').first();
    await form.locator('button[type="submit"]').click();
    await expect(page.locator('#field-email-error').innerText()).resolves.toBe('Obligatoire');
    await expect(page.locator('#form-contact-problem').innerText()).resolves.toBe(
      'Votre formulaire a rencontré un problème. Veuillez faire défiler vers le bas pour le vérifier.',
    );
    await page.goto(`${site.origin}/contact`);
    await islandsHydrated(page);
    await page.locator('form[action="/api/form/SaveFormSubmission"] button[type="submit"]').first().click();
    await expect(page.locator('#field-email-error').innerText()).resolves.toBe('Required');
  });
});
