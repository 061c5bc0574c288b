import { describe, expect, it } from 'vitest';
import { money, product, variant } from '../domain/test-products';
import { defaultRegistry } from './builtins';
import { RenderMemo, compileTemplate } from './index';

describe('RenderMemo', () => {
  it('keeps one slot per object and name', () => {
    const memo = new RenderMemo();
    const a = {};
    const slot = memo.slot(a, 'f', () => ({ n: 1 }));
    expect(memo.slot(a, 'f', () => ({ n: 2 }))).toBe(slot);
    expect(memo.slot(a, 'g', () => ({ n: 3 })).n).toBe(3);
    expect(memo.slot({}, 'f', () => ({ n: 4 })).n).toBe(4);
  });

  it('is shared by the renders given it; a render given none has its own', () => {
    const registry = defaultRegistry.clone();
    registry.registerFormatter('seen', (value, _args, scope) =>
      String(scope.memo.slot(value as object, 'seen', () => ({ count: 0 })).count++),
    );
    const template = compileTemplate('{item|seen}', { registry });
    const data = { item: {} };
    const memo = new RenderMemo();
    expect([1, 2, 3].map(() => template.render(data, { memo }).output)).toEqual(['0', '1', '2']);
    expect([1, 2].map(() => template.render(data).output)).toEqual(['0', '0']);
  });

  it('holds what product-price remembers of an item, so nothing outlives a render given none', () => {
    const template = compileTemplate('{item|product-price}');
    const item = product(1, [variant({ priceMoney: money('100.00') })]);
    const text = (memo?: RenderMemo) =>
      template
        .render({ item }, { memo, locale: null })
        .output.replace(/<[^>]+>/g, '')
        .trim();
    const memo = new RenderMemo();
    expect(text(memo)).toBe('100.00');
    // The memo trusts an item object not to change (the server hands out a new one per stock).
    (item.structuredContent as { variants: { priceMoney: unknown }[] }).variants[0]!.priceMoney = money('120.00');
    expect(text(memo)).toBe('100.00');
    expect(text()).toBe('120.00');
    expect(text(new RenderMemo())).toBe('120.00');
  });
});
