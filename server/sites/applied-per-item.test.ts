import { describe, expect, it } from 'vitest';
import { withStock, type VariantStock } from '../render/apply-stock';
import { appliedPerItem } from './applied-per-item';
import { SiteCaches } from './site-caches';
import type { Item, Site } from './types';

const site = () => ({ id: 'shop', caches: new SiteCaches() }) as unknown as Site;
const item = (id: string) => ({ id, title: id }) as unknown as Item;

describe('appliedPerItem', () => {
  const tagged = appliedPerItem<string[]>('test.tagged', (rows) => rows.join('\n'));
  const make = (base: Item, rows: string[]) => () => Object.assign({}, base, { tags: rows });

  it('gives the same object for the same rows, whether the same list or a new list of them', () => {
    const shop = site();
    const lamp = item('lamp');
    const rows = ['a', 'b'];
    const first = tagged(shop, lamp, rows, make(lamp, rows));
    expect(first).not.toBe(lamp);
    let made = 0;
    const counted = () => {
      made++;
      return lamp;
    };
    expect(tagged(shop, lamp, rows, counted)).toBe(first);
    expect(tagged(shop, lamp, ['a', 'b'], counted)).toBe(first);
    expect(made).toBe(0);
  });

  it('makes the item again when the rows change, per item and per site', () => {
    const shop = site();
    const [lamp, rug] = [item('lamp'), item('rug')];
    const first = tagged(shop, lamp, ['a'], make(lamp, ['a']));
    const changed = tagged(shop, lamp, ['a', 'c'], make(lamp, ['a', 'c']));
    expect(changed).not.toBe(first);
    expect((changed as { tags?: string[] }).tags).toEqual(['a', 'c']);
    expect(tagged(shop, rug, ['a', 'c'], make(rug, ['a', 'c']))).not.toBe(changed);
    expect(tagged(site(), lamp, ['a', 'c'], make(lamp, ['a', 'c']))).not.toBe(changed);
  });

  it('keeps a product with unchanged stock the same object, render after render', async () => {
    const shop = site();
    const lamp = {
      id: 'lamp',
      recordType: 11,
      structuredContent: { productType: 1, variants: [{ sku: 'L-1', qtyInStock: 9 }] },
    } as unknown as Item;
    const stock = (qty: number) => async () =>
      new Map<string, VariantStock[]>([['lamp', [{ sku: 'L-1', unlimited: false, qtyInStock: qty }]]]);
    const first = await withStock(shop, lamp, stock(3));
    expect((first.structuredContent as { variants: { qtyInStock: number }[] }).variants[0].qtyInStock).toBe(3);
    expect(await withStock(shop, lamp, stock(3))).toBe(first);
    const sold = await withStock(shop, lamp, stock(2));
    expect((sold.structuredContent as { variants: { qtyInStock: number }[] }).variants[0].qtyInStock).toBe(2);
  });
});
