import { describe, expect, it } from 'vitest';
import { IslandPropsError, decodeProps, encodeProps } from './serialize';
import { scriptJson } from './script-json';

/** What the browser gets: encoded, written into the page as script JSON, parsed, decoded. */
const roundTrip = (props: unknown) => decodeProps(JSON.parse(scriptJson(encodeProps('test', props))));

describe('island props round trip', () => {
  it('keeps plain JSON as it is', () => {
    const props = { a: 1, b: 'two', c: [true, null, { d: 0.5 }], e: {} };
    expect(encodeProps('test', props)).toEqual(props);
    expect(roundTrip(props)).toEqual(props);
  });

  it('hands plain JSON props back without copying them', () => {
    const props = { a: [1, { b: 'c' }], d: null };
    expect(encodeProps('test', props)).toBe(props);
  });

  it('finds values to tag at any depth, below the quick check too', () => {
    const nest = (depth: number, leaf: unknown): unknown => (depth === 0 ? leaf : { child: [nest(depth - 1, leaf)] });
    for (const depth of [3, 40, 200]) {
      const props = nest(depth, { when: new Date(0), gone: undefined, n: -0 });
      expect(roundTrip(props)).toEqual(props);
      expect(JSON.stringify(encodeProps('test', props))).toContain('"$t":"Date"');
    }
    const plain = nest(200, { x: 1 });
    expect(roundTrip(plain)).toEqual(plain);
  });

  it('rebuilds Date, Map, Set, URL and BigInt', () => {
    const props = {
      when: new Date('2024-05-01T10:00:00.000Z'),
      never: new Date(Number.NaN),
      prices: new Map<unknown, unknown>([
        ['sku-1', 1200n],
        [2, new Set(['a', 'b'])],
      ]),
      tags: new Set([1, 2, 3]),
      link: new URL('https://demo.localhost/shop?q=a&b=<c>'),
      big: 12345678901234567890n,
    };
    const back = roundTrip(props) as typeof props;
    expect(back).toEqual(props);
    expect(back.when).toBeInstanceOf(Date);
    expect(back.never.getTime()).toBeNaN();
    expect(back.prices.get(2)).toBeInstanceOf(Set);
    expect(back.link).toBeInstanceOf(URL);
    expect(typeof back.big).toBe('bigint');
  });

  it('keeps undefined, non-finite numbers and negative zero', () => {
    const back = roundTrip({ list: [undefined, Number.NaN, Infinity, -Infinity, -0], gone: undefined }) as {
      list: unknown[];
    };
    expect(back).toHaveProperty('gone', undefined);
    expect(back.list[0]).toBeUndefined();
    expect(back.list[1]).toBeNaN();
    expect(back.list.slice(2, 4)).toEqual([Infinity, -Infinity]);
    expect(Object.is(back.list[4], -0)).toBe(true);
  });

  it('keeps objects that own the tag key as data', () => {
    const props = { $t: 'Date', v: 'not a date', nested: { $t: 'Map' } };
    expect(roundTrip(props)).toEqual(props);
  });

  it('keeps a __proto__ key as data', () => {
    const back = roundTrip(JSON.parse('{"__proto__": {"polluted": true}}')) as object;
    expect(Object.getPrototypeOf(back)).toBe(Object.prototype);
    expect(Object.keys(back)).toEqual(['__proto__']);
  });

  it('keeps strings that look like markup or line separators', () => {
    const props = { html: '</script><script>alert(1)</script>', amp: 'a & b', lines: 'x\u2028y\u2029z' };
    expect(roundTrip(props)).toEqual(props);
  });

  it('copies shared references', () => {
    const shared = { id: 1 };
    expect(roundTrip({ a: shared, b: [shared] })).toEqual({ a: { id: 1 }, b: [{ id: 1 }] });
  });
});

describe('encodeProps rejects', () => {
  it('cycles, naming the island and the path', () => {
    const props: Record<string, unknown> = { images: [{}] };
    (props.images as Record<string, unknown>[])[0].self = props;
    expect(() => encodeProps('gallery', props)).toThrow(IslandPropsError);
    expect(() => encodeProps('gallery', props)).toThrow(
      'Cannot send the props of island "gallery" to the browser: props.images[0].self refers back to itself (a cycle).',
    );
  });

  it('cycles through a Map', () => {
    const map = new Map<string, unknown>();
    map.set('me', map);
    expect(() => encodeProps('pill-cart', { map })).toThrow(/island "pill-cart".*cycle/);
  });

  it('functions, symbols and class instances', () => {
    expect(() => encodeProps('x', { onClick: () => 1 })).toThrow('props.onClick is a function');
    expect(() => encodeProps('x', { s: Symbol('s') })).toThrow('props.s is a symbol');
    expect(() => encodeProps('x', { re: /a/ })).toThrow('props.re is a RegExp');
  });
});

describe('decodeProps', () => {
  it('refuses an unknown tag', () => {
    expect(() => decodeProps({ $t: 'Regex', v: 'a' })).toThrow('Unknown tag "Regex" in island props.');
  });
});

describe('scriptJson', () => {
  it('escapes <, >, &, U+2028 and U+2029', () => {
    expect(scriptJson(['</script>&', '\u2028\u2029'])).toBe('["\\u003c/script\\u003e\\u0026","\\u2028\\u2029"]');
  });
});
