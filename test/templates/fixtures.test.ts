import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { scryptSync, timingSafeEqual } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadFixtureSite } from './fixture-context';
import { SITES_DIR } from './template-files';

type Json = Record<string, any>;
const demo = loadFixtureSite('demo');
const products: Json[] = demo.collections.get('shop')!.items;
const variantsOf = (p: Json): Json[] => p.structuredContent.variants;
const soldOut = (p: Json) => variantsOf(p).every((v) => !v.unlimited && v.qtyInStock <= 0);

describe('the demo store follows spec §3', () => {
  it('has at least 12 products covering physical, digital, service and gift card, and a subscription', () => {
    expect(products.length).toBeGreaterThanOrEqual(12);
    const types = new Set(products.map((p) => p.structuredContent.productType));
    expect([...types].sort()).toEqual([1, 2, 3, 4]);
    const coffee = products.find((p) => p.structuredContent.isSubscribable)!;
    expect(coffee.structuredContent.subscriptionPlan).toEqual({
      billingPeriod: { value: 1, unit: 'MONTH' },
      numBillingCycles: 0,
    });
    const gift = products.find((p) => p.structuredContent.productType === 4)!;
    expect(variantsOf(gift).map((v) => v.attributes.Amount)).toEqual(['$25', '$50', '$100', '$200']);
  });

  it('has variants over two options, named in variantOptionOrdering, with matching optionValues', () => {
    const twoOptions = products.filter((p) => p.structuredContent.variantOptionOrdering.length === 2);
    expect(twoOptions.length).toBeGreaterThanOrEqual(2);
    for (const p of twoOptions) {
      for (const v of variantsOf(p)) {
        expect(Object.keys(v.attributes)).toEqual(p.structuredContent.variantOptionOrdering);
        expect(v.optionValues.map((o: Json) => o.value)).toEqual(Object.values(v.attributes));
      }
    }
  });

  it('has sold-out, on-sale, unlimited and low-stock products, with scarcity and restock merchandising', () => {
    expect(products.filter(soldOut).map((p) => p.urlId)).toEqual(['waxed-canvas-backpack', 'beeswax-candle']);
    expect(products.filter((p) => variantsOf(p).some((v) => v.onSale)).length).toBeGreaterThanOrEqual(3);
    expect(products.filter((p) => variantsOf(p).every((v) => v.unlimited)).length).toBeGreaterThanOrEqual(3);
    const lantern = products.find((p) => p.urlId === 'brass-trail-lantern')!;
    expect(lantern.merchandising).toMatchObject({ scarcityEnabled: true, scarcityText: 'Only {qtyInStock} left' });
    const backpack = products.find((p) => p.urlId === 'waxed-canvas-backpack')!;
    expect(backpack.merchandising.restockNotificationViews).toEqual([
      { variantId: variantsOf(backpack)[0].id, hiddenByDefault: false },
    ]);
  });

  it('prices every variant in USD as money nodes that agree with the legacy cents', () => {
    for (const p of products) {
      for (const v of variantsOf(p)) {
        expect(v.priceMoney).toEqual({ value: (v.price / 100).toFixed(2), currency: 'USD' });
        if (v.onSale) expect(Number(v.salePriceMoney.value) * 100).toBe(v.salePrice);
      }
    }
  });

  it('links an additional-fields form that exists', () => {
    const ids = products.map((p) => p.structuredContent.additionalFieldsFormId).filter(Boolean);
    expect(ids).toEqual(['workshop-details']);
    expect(demo.forms.has('workshop-details')).toBe(true);
  });
});

describe('images', () => {
  const all: Json[] = [];
  for (const site of ['demo', 'another']) {
    for (const c of loadFixtureSite(site).collections.values())
      for (const item of c.items) all.push({ site, ...item }, ...(item.items ?? []).map((i: Json) => ({ site, ...i })));
  }
  const images = all.filter((i) => i.assetUrl);

  it('carry size, focal point, alt text and the width ladder', () => {
    expect(images.length).toBeGreaterThan(60);
    for (const image of images) {
      expect(image.originalSize).toMatch(/^\d+x\d+$/);
      expect(image.mediaFocalPoint).toEqual({ x: expect.any(Number), y: expect.any(Number) });
      expect(image.altText.length).toBeGreaterThan(5);
      expect(image.systemDataVariants).toBe('100w,300w,500w,750w,1000w,1500w');
    }
  });

  it('point at files drawn into the site assets folder', () => {
    for (const image of images) {
      expect(image.assetUrl).toMatch(/^\/assets\/[\w-]+\.svg$/);
      expect(existsSync(join(SITES_DIR, image.site, image.assetUrl)), image.assetUrl).toBe(true);
    }
  });
});

describe('content', () => {
  it('has a journal of 8+ posts from 2025–2026 with authors, tags, categories and excerpts', () => {
    const posts: Json[] = demo.collections.get('journal')!.items;
    expect(posts.length).toBeGreaterThanOrEqual(8);
    for (const post of posts) {
      expect(new Date(post.publishOn).getUTCFullYear()).toBeGreaterThanOrEqual(2025);
      expect(new Date(post.publishOn).getUTCFullYear()).toBeLessThanOrEqual(2026);
      expect(post.author.displayName).toBeTruthy();
      expect(post.tags.length).toBeGreaterThan(0);
      expect(post.categories.length).toBeGreaterThan(0);
      expect(post.excerpt).toMatch(/^<p>/);
    }
  });

  it('has six events, past and upcoming, each with a place and an end after its start', () => {
    const events: Json[] = demo.collections.get('events')!.items;
    expect(events.length).toBe(6);
    const now = Date.UTC(2026, 10, 21);
    expect(events.filter((e) => e.endDate < now).length).toBe(3);
    for (const e of events) {
      expect(e.endDate).toBeGreaterThan(e.startDate);
      expect(e.location).toMatchObject({
        addressLine1: expect.any(String),
        addressLine2: expect.any(String),
        addressCountry: 'United States',
      });
    }
  });

  it('has a gallery of 9+ images with gallery options', () => {
    const gallery = demo.collections.get('gallery')!;
    expect(gallery.items.length).toBeGreaterThanOrEqual(9);
    expect(gallery.galleryOptions).toMatchObject({ design: 'grid', lightbox: true });
  });

  it('has contact and newsletter forms with spec field types', () => {
    expect(demo.forms.get('contact')!.fields.map((f: Json) => f.type)).toEqual(['name', 'email', 'select', 'textarea']);
    expect(demo.forms.get('newsletter')!.fields.map((f: Json) => f.type)).toEqual(['email']);
    expect(demo.settings.footer.newsletterFormId).toBe('newsletter');
  });

  it('locks /wholesale with the scrypt hash of "northwind"', () => {
    const { hash, hint } = demo.collections.get('wholesale')!.password;
    const [scheme, salt, key] = hash.split('$');
    expect(scheme).toBe('scrypt');
    expect(timingSafeEqual(scryptSync('northwind', Buffer.from(salt, 'hex'), 32), Buffer.from(key, 'hex'))).toBe(true);
    expect(hint).toBeTruthy();
  });
});

describe('the second site', () => {
  it('answers on another.localhost, sells in EUR and is not the default', () => {
    const another = loadFixtureSite('another');
    expect(another.settings.hosts).toEqual(['another.localhost']);
    expect(another.settings.default).toBeUndefined();
    expect(demo.settings.default).toBe(true);
    expect(another.settings.websiteSettings.storeSettings.selectedCurrency).toBe('EUR');
    expect(existsSync(join(SITES_DIR, 'another', 'templates', 'partials', 'site-footer.html'))).toBe(true);
  });
});
