import { describe, expect, it } from 'vitest';
import { siteTextList } from './site-text-list';

const FORM = {
  id: 'details',
  name: 'Workshop details',
  fields: [{ id: 'f-level', type: 'radio', title: 'Experience', options: ['None', 'Some'] }],
};

describe('siteTextList', () => {
  it("lists a product's add-on form, labels and options, as read on the product's page", () => {
    const texts = siteTextList({
      settings: {},
      collections: [{ key: 'shop', body: { urlId: 'shop', title: 'Shop', items: ['p1'] } }],
      items: new Map([
        ['shop/p1', { urlId: 'workshop', title: 'Workshop', structuredContent: { additionalFieldsFormId: 'details' } }],
      ]),
      forms: [FORM],
      headerFooter: null,
    });
    const form = texts.filter((t) => t.path[0] === 'forms');
    expect(form.map((t) => [t.path.join('/'), t.original, t.page])).toEqual([
      ['forms/details/name', 'Workshop details', '/shop/workshop'],
      ['forms/details/fields/f-level/title', 'Experience', '/shop/workshop'],
      ['forms/details/fields/f-level/options/0', 'None', '/shop/workshop'],
      ['forms/details/fields/f-level/options/1', 'Some', '/shop/workshop'],
    ]);
  });

  it("lists the shipping options by id and the restock box's own words once each, with the store's success text", () => {
    const box = (cta: string) => ({
      restockNotificationViews: [{ variantId: 'v1' }],
      restockNotificationMessages: { CTAText: cta, buttonText: 'Notify me', placeholderText: '' },
    });
    const texts = siteTextList({
      settings: {
        websiteSettings: {
          storeSettings: {
            shippingOptions: [
              { id: 'ship-standard', name: 'Standard' },
              { id: 'ship-nameless', name: ' ' },
            ],
            merchandisingSettings: { restockNotificationsSuccessText: 'Signed up! We will write.' },
          },
        },
      },
      collections: [{ key: 'shop', body: { urlId: 'shop', title: 'Shop', items: ['a', 'b'] } }],
      items: new Map([
        ['shop/a', { urlId: 'tee', title: 'Tee', merchandising: box('XL is sold out.') }],
        ['shop/b', { urlId: 'pack', title: 'Pack', merchandising: box('Sold out for now.') }],
      ]),
      forms: [],
      headerFooter: null,
    });
    const store = texts.filter((t) => t.path[0] === 'shippingOptions' || t.path[0] === 'restock');
    expect(store.map((t) => [t.path.join('/'), t.label, t.original, t.page])).toEqual([
      ['shippingOptions/ship-standard', 'Shipping options › Standard', 'Standard', '/checkout'],
      [
        'restock/CTAText/XL is sold out.',
        'Restock box › Call to action › XL is sold out.',
        'XL is sold out.',
        '/shop/tee',
      ],
      [
        'restock/CTAText/Sold out for now.',
        'Restock box › Call to action › Sold out for now.',
        'Sold out for now.',
        '/shop/pack',
      ],
      ['restock/buttonText/Notify me', 'Restock box › Button › Notify me', 'Notify me', '/shop/tee'],
      ['restock/success', 'Restock box › Success message', 'Signed up! We will write.', '/shop/tee'],
    ]);
  });

  it("lists a gallery image's alt text and caption, a product's other images' alt texts and each collection's categories once", () => {
    const image = (id: string, altText: string) => ({ id, assetUrl: `/assets/${id}.svg`, altText });
    const texts = siteTextList({
      settings: {},
      collections: [
        { key: 'gallery', body: { urlId: 'gallery', title: 'Gallery', items: ['i1'] } },
        { key: 'shop', body: { urlId: 'shop', title: 'Shop', items: ['p1', 'p2'] } },
      ],
      items: new Map([
        ['gallery/i1', { urlId: 'image-1', title: 'Blue hour', body: '<p>Over the Hudson.</p>', altText: 'Dusk' }],
        [
          'shop/p1',
          {
            urlId: 'jacket',
            title: 'Jacket',
            altText: 'Olive jacket',
            mainImageId: 'img-olive',
            categories: ['Apparel', 'Sale'],
            items: [image('img-olive', 'Olive jacket'), image('img-navy', 'Navy jacket'), image('img-bare', ' ')],
          },
        ],
        ['shop/p2', { urlId: 'tee', title: 'Tee', categories: ['Apparel', ' '] }],
      ]),
      forms: [],
      headerFooter: null,
    });
    const listed = texts.filter((t) => t.path[0] !== 'emailSubjects');
    expect(listed.map((t) => `${t.path.join('/')} | ${t.label} | ${t.original} | ${t.page}`)).toEqual([
      'collections/gallery/title | Gallery › Title | Gallery | /gallery',
      'collections/gallery/items/image-1/title | Gallery › Blue hour › Title | Blue hour | /gallery/image-1',
      'collections/gallery/items/image-1/body | Gallery › Blue hour › Body | <p>Over the Hudson.</p> | /gallery/image-1',
      'collections/gallery/items/image-1/altText | Gallery › Blue hour › Alt text | Dusk | /gallery/image-1',
      'collections/shop/title | Shop › Title | Shop | /shop',
      'collections/shop/items/jacket/title | Shop › Jacket › Title | Jacket | /shop/jacket',
      'collections/shop/items/jacket/altText | Shop › Jacket › Alt text | Olive jacket | /shop/jacket',
      // The main image's alt text is the product's own, above; only the others are texts of their own.
      'collections/shop/items/jacket/images/img-navy/altText | Shop › Jacket › Image 2 › Alt text | Navy jacket | /shop/jacket',
      'collections/shop/items/tee/title | Shop › Tee › Title | Tee | /shop/tee',
      'collections/shop/categories/Apparel | Shop › Categories › Apparel | Apparel | /shop',
      'collections/shop/categories/Sale | Shop › Categories › Sale | Sale | /shop',
    ]);
  });
});
