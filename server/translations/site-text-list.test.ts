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
});
