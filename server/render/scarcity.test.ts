import { describe, expect, it } from 'vitest';
import { merchandisingWith } from './scarcity';
import type { Item, Site } from '../sites/types';

const item = (id: string, variants: object[], productType = 1) =>
  ({
    id,
    urlId: id,
    title: id,
    fullUrl: `/shop/${id}`,
    structuredContent: { productType, variants },
  }) as unknown as Item;
const site = {
  merchandising: {
    tee: { scarcityEnabled: false, scarcityText: 'Just {qtyInStock} in this size', customSoldOutText: 'Gone' },
  },
} as unknown as Site;
const settings = { scarcityOnProductPage: true, scarcityInBlocks: true, scarcityThreshold: 3, restockAutoSend: false };

describe('merchandisingWith', () => {
  const tee = item('tee', [
    { sku: 'S', attributes: { Size: 'S' }, qtyInStock: 0 },
    { sku: 'M', attributes: { Size: 'M' }, qtyInStock: 2 },
    { sku: 'L', attributes: { Size: 'L' }, qtyInStock: 9 },
  ]);

  it('product page: one view per variant at or under the threshold and above 0, keeping the rest of the context', () => {
    expect(merchandisingWith(site, [tee], settings, true).tee).toEqual({
      scarcityEnabled: true,
      scarcityTemplateViews: [{ qtyInStock: 2, attributes: { Size: 'M' } }],
      scarcityText: 'Just {qtyInStock} in this size',
      scarcityShownByDefault: true,
      customSoldOutText: 'Gone',
    });
  });

  it('blocks: the total stock; off, unlimited or digital: nothing', () => {
    expect(merchandisingWith(site, [tee], settings, false).tee!.scarcityEnabled).toBe(false);
    const lamp = item('lamp', [{ sku: 'L', qtyInStock: 2 }]);
    expect(merchandisingWith(site, [lamp], settings, false).lamp).toMatchObject({
      scarcityEnabled: true,
      scarcityTemplateViews: [{ qtyInStock: 2, attributes: {} }],
      scarcityText: 'Only {qtyInStock} left',
    });
    expect(merchandisingWith(site, [lamp], { ...settings, scarcityInBlocks: false }, false).lamp!.scarcityEnabled).toBe(
      false,
    );
    expect(
      merchandisingWith(
        site,
        [
          item('u', [
            { sku: 'U', qtyInStock: 1 },
            { sku: 'V', unlimited: true },
          ]),
        ],
        settings,
        true,
      ).u!.scarcityEnabled,
    ).toBe(false);
    expect(
      merchandisingWith(site, [item('pdf', [{ sku: 'P', qtyInStock: 1 }], 2)], settings, true).pdf!.scarcityEnabled,
    ).toBe(false);
  });
});
