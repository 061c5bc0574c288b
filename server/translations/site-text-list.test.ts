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
});
