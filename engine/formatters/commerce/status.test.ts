import { describe, expect, it } from 'vitest';
import { testScope } from '../test-scope';
import { RenderMemo } from '../../render-memo';
import { statusFormatters } from './status';
import { product, variant } from '../../../domain/test-products';

const run = (name: string, item: unknown, data: Record<string, unknown> = {}, args: string[] = []) =>
  statusFormatters[name](item, args, testScope({ frames: [data, item] }));

describe('product-status', () => {
  const soldOut = product(1, [variant({ qtyInStock: 0, onSale: true })]);
  it('sold out wins, custom text first, escaped', () => {
    expect(run('product-status', soldOut)).toBe('<span class="product-badge product-badge--sold-out">sold out</span>');
    const ctx = {
      productMerchandisingContext: { p1: { customSoldOutText: 'Back <soon>' } },
      localizedStrings: { productSoldOutText: 'Épuisé' },
    };
    expect(run('product-status', soldOut, ctx)).toContain('Back &lt;soon&gt;');
    expect(run('product-status', soldOut, { localizedStrings: { productSoldOutText: 'Épuisé' } })).toContain('Épuisé');
  });
  it('sale, else nothing', () => {
    expect(run('product-status', product(1, [variant({ onSale: true })]))).toContain('>sale<');
    expect(run('product-status', product(1))).toBeUndefined();
  });
  it("is kept per item in the render memo, and follows the page's strings when they change", () => {
    const memo = new RenderMemo();
    const withStrings = (localizedStrings: Record<string, string>) =>
      statusFormatters['product-status'](soldOut, [], testScope({ frames: [{ localizedStrings }, soldOut], memo }));
    expect(withStrings({ productSoldOutText: 'Épuisé' })).toContain('>Épuisé<');
    expect(withStrings({ productSoldOutText: 'Épuisé' })).toContain('>Épuisé<');
    expect(withStrings({ productSoldOutText: 'Ausverkauft' })).toContain('>Ausverkauft<');
    const restocked = product(1, [variant({ qtyInStock: 3, onSale: true })]);
    expect(statusFormatters['product-status'](restocked, [], testScope({ frames: [{}, restocked], memo }))).toContain(
      '>sale<',
    );
  });
});

describe('product-scarcity', () => {
  const ctx = (entry: Record<string, unknown>) => ({
    productMerchandisingContext: { p1: { scarcityText: 'Only {qtyInStock} left', ...entry } },
  });
  it('prints nothing unless enabled', () => {
    expect(run('product-scarcity', product(1), {})).toBeUndefined();
    expect(
      run('product-scarcity', product(1), ctx({ scarcityEnabled: false, scarcityTemplateViews: [{ qtyInStock: 2 }] })),
    ).toBeUndefined();
  });
  it('one message per view, hidden unless shown by default, variant views carry their attributes', () => {
    const html = String(
      run(
        'product-scarcity',
        product(1),
        ctx({
          scarcityEnabled: true,
          scarcityShownByDefault: true,
          scarcityTemplateViews: [{ qtyInStock: 2 }, { qtyInStock: 1, attributes: { Size: 'S' } }],
        }),
      ),
    );
    expect(html).toContain('<p class="product-scarcity" role="status">Only 2 left</p>');
    expect(html).toContain('data-variant-attributes="{&quot;Size&quot;:&quot;S&quot;}" hidden>Only 1 left');
    expect(
      String(
        run(
          'product-scarcity',
          product(1),
          ctx({ scarcityEnabled: 'true', scarcityTemplateViews: [{ qtyInStock: 3 }] }),
        ),
      ),
    ).toContain(' hidden>');
  });
  it('formats plural scarcity text as an ICU message when a locale is loaded', () => {
    const item = product(1);
    const data = {
      productMerchandisingContext: {
        p1: {
          scarcityEnabled: true,
          scarcityShownByDefault: true,
          scarcityText: 'Only {qtyInStock, plural, one{# item} other{# items}} left',
          scarcityTemplateViews: [{ qtyInStock: 1 }, { qtyInStock: 4 }],
        },
      },
    };
    const html = String(
      statusFormatters['product-scarcity'](item, [], testScope({ frames: [data, item], locale: 'en-US' })),
    );
    expect(html).toContain('>Only 1 item left<');
    expect(html).toContain('>Only 4 items left<');
  });
});

describe('product-quick-view and variant-descriptor', () => {
  it('labels the button Quick View and resolves the group', () => {
    expect(run('product-quick-view', { id: 'p1', cat: 'Shirts' }, {}, ['cat'])).toBe(
      '<button type="button" class="product-quick-view" data-quick-view="p1" data-group="Shirts">Quick View</button>',
    );
    expect(run('product-quick-view', { id: 'p1' }, { grp: 'All' }, ['grp'])).toContain('data-group="All"');
    expect(run('product-quick-view', { id: 'p1' }, {}, ['literal'])).toContain('data-group="literal"');
    expect(run('product-quick-view', { id: 'p1' }, { localizedStrings: { productQuickViewText: 'Aperçu' } })).toContain(
      '>Aperçu<',
    );
  });
  it('joins option values with slashes', () => {
    expect(run('variant-descriptor', { optionValues: [{ value: 'Large' }, { value: 'Blue' }] })).toBe('Large / Blue');
    expect(run('variant-descriptor', {})).toBe('');
  });
});
