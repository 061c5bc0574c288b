import { describe, expect, it } from 'vitest';
import { testScope } from '../formatters/test-scope';
import { commercePredicates } from './commerce';
import { product, variant } from '../../domain/test-products';

const is = (name: string, node: unknown) => commercePredicates[name](node, [], testScope({ frames: [node] }));

describe('commerce predicates', () => {
  it('follow the domain rules', () => {
    const item = product(1, [variant({ price: 1, qtyInStock: 0 }), variant({ price: 2, onSale: true, qtyInStock: 0 })]);
    expect(is('has-variants?', item)).toBe(true);
    expect(is('sold-out?', item)).toBe(true);
    expect(is('on-sale?', item)).toBe(true);
    expect(is('varied-prices?', item)).toBe(true);
    expect(is('subscribable?', product(1, [], { isSubscribable: 'true' }))).toBe(true);
    expect(is('sold-out?', product(2))).toBe(false);
    expect(is('has-variants?', {})).toBe(false);
  });
});
