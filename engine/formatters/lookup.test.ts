import { describe, expect, it } from 'vitest';
import { get, keyBy, lookup, pathSegments, prop } from './lookup';
import { testScope } from './test-scope';

/** Frames as a variable tag builds them: the data, then a frame for the incoming value. */
const call = (formatter: typeof get, data: Record<string, unknown>, value: unknown, args: string[]): unknown =>
  formatter(value, args, testScope({ frames: [data, value] }));

describe('get', () => {
  it('looks up each resolved arg in turn (§10.1)', () => {
    const data = { ids: { x: 'Blue' }, k: 'x' };
    expect(call(get, data, data.ids, ['k'])).toBe('Blue');
    const deep = { x: { k: { m: 'deep' } }, a: 'k', b: 'm' };
    expect(call(get, deep, deep.x, ['a', 'b'])).toBe('deep');
  });

  it('resolves args with v innermost', () => {
    const data = { x: { k: 'inner', j: 'J' }, k: 'j' };
    expect(call(get, data, data.x, ['k'])).toBeUndefined();
  });

  it('uses an array value as a path', () => {
    const data = { x: { k: { m: 'deep' } }, a: ['k', 'm'], bad: ['k', { o: 1 }] };
    expect(call(get, data, data.x, ['a'])).toBe('deep');
    expect(call(get, data, data.x, ['bad'])).toBeUndefined();
    const grid = {
      x: [
        [1, 2],
        [3, 4],
      ],
      a: [1, 0],
      s: [1, '0'],
    };
    expect(call(get, grid, grid.x, ['a'])).toBe(3);
    expect(call(get, grid, grid.x, ['s'])).toBeUndefined();
  });

  it('indexes with numbers and keys with the text of anything else', () => {
    expect(call(get, { x: [10, 20], q: 1 }, [10, 20], ['q'])).toBe(20);
    expect(call(get, { q: 1 }, { 1: 'one' }, ['q'])).toBe('one');
    expect(call(get, { q: 1.5 }, { '1.5': 'f' }, ['q'])).toBe('f');
    expect(call(get, { q: true }, { true: 'T' }, ['q'])).toBe('T');
    expect(call(get, { q: null }, { '': 'E' }, ['q'])).toBe('E');
    expect(call(get, { q: 'a.b' }, { 'a.b': 'dot', a: { b: 'nest' } }, ['q'])).toBe('dot');
    expect(call(get, { q: '0' }, [1, 2], ['q'])).toBeUndefined();
    expect(call(get, { q: -1 }, [5, 6], ['q'])).toBeUndefined();
  });

  it('returns the found value as is, including objects and null', () => {
    expect(call(get, { a: 'k' }, { k: { m: 1 } }, ['a'])).toEqual({ m: 1 });
    expect(call(get, { a: 'k' }, { k: null }, ['a'])).toBeNull();
  });

  it('is missing when an arg is missing, and v without args', () => {
    expect(call(get, {}, { k: 1 }, ['absent'])).toBeUndefined();
    expect(call(get, {}, 'same', [])).toBe('same');
  });

  it('sees own properties only', () => {
    expect(call(get, { q: 'toString' }, {}, ['q'])).toBeUndefined();
    expect(call(get, { q: '__proto__' }, {}, ['q'])).toBeUndefined();
  });
});

describe('lookup', () => {
  it('resolves the text of the resolved arg (§10.1)', () => {
    const data = { field: 'color', car: { color: 'red' } };
    expect(call(lookup, data, data.car, ['field'])).toBe('red');
  });

  it('walks dotted names and returns containers', () => {
    expect(call(lookup, { f: 'color.a' }, { color: { a: 'b' } }, ['f'])).toBe('b');
    expect(call(lookup, { f: 'color' }, { color: [1] }, ['f'])).toEqual([1]);
    expect(call(lookup, { f: '@' }, { a: 1 }, ['f'])).toEqual({ a: 1 });
    expect(call(lookup, { f: 0 }, ['z'], ['f'])).toBe('z');
  });

  it('prefers the innermost frame for both resolutions', () => {
    const value = { f: 'color', color: 'c2' };
    expect(call(lookup, { f: 'other' }, value, ['f'])).toBe('c2');
  });

  it('gives "" with no or empty arg, missing when nothing is found', () => {
    expect(call(lookup, {}, { color: 'red' }, [])).toBe('');
    expect(call(lookup, {}, { color: 'red' }, [''])).toBe('');
    expect(call(lookup, { f: 'x.y' }, {}, ['f'])).toBeUndefined();
  });
});

describe('prop', () => {
  it('walks each arg from v (§10.1)', () => {
    expect(prop({ b: { c: 5 } }, ['b', 'c'], testScope())).toBe(5);
    expect(prop({ a: { b: { c: 1 } } }, ['a.b', 'c'], testScope())).toBe(1);
  });

  it('indexes arrays with digit segments and keys objects with their number', () => {
    const scope = testScope();
    expect(prop(['z'], ['0'], scope)).toBe('z');
    expect(prop(['a', 'b'], ['01'], scope)).toBe('b');
    expect(prop({ 0: 'z' }, ['0'], scope)).toBe('z');
    expect(prop({ '01': 'k' }, ['01'], scope)).toBeUndefined();
    expect(prop({ 99999999999: 'k' }, ['99999999999'], scope)).toBe('k');
    expect(prop({ a: ['q'] }, ['a.0'], scope)).toBe('q');
  });

  it('takes any other text as a key', () => {
    const scope = testScope();
    expect(prop({ '-1': 'k', $a: 'd', 'a:b': 'c' }, ['-1'], scope)).toBe('k');
    expect(prop({ $a: 'd' }, ['$a'], scope)).toBe('d');
    expect(prop({ 'a:b': 'c' }, ['a:b'], scope)).toBe('c');
  });

  it('stops at missing and sees own properties only', () => {
    const scope = testScope();
    expect(prop({ a: null }, ['a', 'b'], scope)).toBeUndefined();
    expect(prop({ a: null }, ['a'], scope)).toBeNull();
    expect(prop({ a: { b: 3 } }, ['a..b'], scope)).toBeUndefined();
    expect(prop([1, 2], ['length'], scope)).toBeUndefined();
    expect(prop({}, ['toString'], scope)).toBeUndefined();
    expect(prop('v', [], scope)).toBe('v');
  });
});

describe('key-by', () => {
  const scope = testScope();

  it('maps the text at PATH to each element (§10.1)', () => {
    const team = [
      { id: 'p1', n: 'Ann' },
      { id: 'p2', n: 'Bo' },
    ];
    const keyed = keyBy(team, ['id'], scope);
    expect(prop(keyed, ['p2.n'], scope)).toBe('Bo');
  });

  it('skips elements without PATH, lets later duplicates win and keys with String()', () => {
    const list = [
      { id: 'a', v: 1 },
      { v: 2 },
      { id: 'a', v: 3 },
      { id: null },
      { id: 5 },
      { id: [1, 2] },
      { id: true },
      7,
      null,
    ];
    expect(JSON.stringify(keyBy(list, ['id'], scope))).toBe(
      '{"5":{"id":5},"a":{"id":"a","v":3},"null":{"id":null},"1,2":{"id":[1,2]},"true":{"id":true}}',
    );
  });

  it('follows dotted paths and array indexes', () => {
    expect(keyBy([{ a: { b: 'k' } }], ['a.b'], scope)).toEqual({ k: { a: { b: 'k' } } });
    expect(keyBy([['a'], ['b']], ['0'], scope)).toEqual({ a: ['a'], b: ['b'] });
  });

  it('makes a __proto__ key an own property without touching the prototype', () => {
    const keyed = keyBy([{ id: '__proto__', v: 1 }, { id: 'toString' }], ['id'], scope) as Record<string, unknown>;
    expect(Object.getPrototypeOf(keyed)).toBe(Object.prototype);
    expect(Object.keys(keyed)).toEqual(['__proto__', 'toString']);
    expect(prop(keyed, ['__proto__.v'], scope)).toBe(1);
    expect(JSON.stringify(keyed)).toBe('{"__proto__":{"id":"__proto__","v":1},"toString":{"id":"toString"}}');
    expect(({} as Record<string, unknown>).v).toBeUndefined();
  });

  it('gives {} when v is not an array or PATH is empty', () => {
    expect(keyBy({ a: 1 }, ['a'], scope)).toEqual({});
    expect(keyBy([{ a: 1 }], [], scope)).toEqual({});
    expect(keyBy([{ a: 1 }], [''], scope)).toEqual({});
    expect(keyBy(undefined, ['a'], scope)).toEqual({});
  });
});

describe('pathSegments', () => {
  it('turns digit runs within 0…2³¹−1 into indexes', () => {
    expect(pathSegments('a.0.01.2147483647.2147483648.-1')).toEqual(['a', 0, 1, 2147483647, '2147483648', '-1']);
  });
});
