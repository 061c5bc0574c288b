/**
 * Issue 23 end to end: a script creates a product through the owner content API (two
 * variants and an image uploaded to the media library, through sharp), publishes the site,
 * and a shopper in Chromium finds it at /shop/<urlId>, picks a variant and buys it.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { islandsHydrated } from './helpers/browser';
import { browserSuite } from './helpers/browser-suite';
import { startContentServer, type ContentServer } from './content-server';

let server: ContentServer;
const site = browserSuite(async () => {
  server = await startContentServer();
  return server;
});

/** A call of the owner content API with the demo's admin key, as a script makes it. */
// biome-ignore lint/suspicious/noExplicitAny: answers of several shapes, read field by field.
async function api(method: string, path: string, body?: unknown): Promise<{ status: number; body: any }> {
  const form = body instanceof FormData;
  const response = await fetch(`${server.origin}/api/owner/content${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${server.adminKey}`,
      Accept: 'application/json',
      ...(body === undefined || form ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : form ? body : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

describe('a product made through the content API, bought in Chromium', () => {
  it('uploads an image, creates a product with two variants, publishes it, and sells the large one', async () => {
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#2f5d50' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'signal-flag.png');
    form.set('altText', 'A green signal flag');
    const image = await api('POST', '/media', form);
    expect(image.status).toBe(201);
    expect(image.body.systemDataVariants).toBe('100w,300w,500w,750w');

    const created = await api('POST', '/products', {
      name: 'Signal Flag',
      productType: 1,
      description: 'Ripstop nylon, brass grommets.',
      variants: [
        { sku: 'FLAG-S', price: 1500, qtyInStock: 4, attributes: { Size: 'Small' } },
        { sku: 'FLAG-L', price: 2400, qtyInStock: 2, attributes: { Size: 'Large' } },
      ],
      images: [image.body.id],
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ urlId: 'signal-flag', revision: 1 });
    const path = `/shop/${created.body.urlId}`;
    expect((await fetch(`${server.origin}${path}`)).status).toBe(404);

    expect((await api('POST', '/publish')).status).toBe(200);
    // The publish reaches the registry through NOTIFY, not inline.
    for (let tries = 0; (await fetch(`${server.origin}${path}`)).status !== 200; tries++) {
      if (tries > 200) throw new Error(`${path} was not served after the publish`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }

    const { page } = await site.visit(path);
    expect(await page.locator('h1').first().innerText()).toBe('Signal Flag');
    const picture = page.getByRole('img', { name: 'A green signal flag' }).first();
    expect(await picture.getAttribute('src')).toMatch(new RegExp(`^/media/${image.body.id}/`));
    await page.getByRole('combobox', { name: 'Size' }).selectOption('Large');
    await page.getByRole('button', { name: 'Add To Cart' }).click();
    await page.locator('.product-form__button', { hasText: 'Added!' }).waitFor();

    await page.goto(`${server.origin}/cart`);
    await page.locator('.cart-entry', { hasText: 'Signal Flag' }).waitFor();
    expect(await page.locator('.cart-entry').innerText()).toContain('Large');
    await page.getByRole('link', { name: 'Check out' }).click();
    await page.waitForURL('**/checkout');
    // Typing before the checkout island hydrates would be lost: React keeps its own (empty) state.
    await islandsHydrated(page);
    const checkout = page.locator('.checkout');
    await checkout.getByLabel('Email').fill('flag.buyer@example.com');
    await checkout.getByLabel('Full name').fill('Flag Buyer');
    await checkout.getByLabel('Address', { exact: true }).fill('1 Warren St');
    await checkout.getByLabel('City').fill('Hudson');
    await checkout.getByLabel('State or region').fill('NY');
    await checkout.getByLabel('Postal code').fill('12534');
    await checkout.getByLabel('Card number').fill('4242 4242 4242 4242');
    await checkout.getByRole('button', { name: /Place order/ }).click();

    await page.waitForURL('**/order-confirmed/**');
    expect(await page.locator('h1').innerText()).toBe('Thank you for your order');
    expect(await page.locator('.order-items').innerText()).toContain('Signal Flag');
    expect(await page.locator('.order-items').innerText()).toContain('$24.00');
  });
});
