import { describe, expect, it } from 'vitest';
import { count, cycle, iter, mod, round } from './numbers';
import { testScope } from './test-scope';

const scope = testScope();

describe('count', () => {
  it('counts array elements (§10.1)', () => {
    expect(count([4, 5, 6], [], scope)).toBe(3);
  });

  it('counts object keys and string UTF-16 units', () => {
    expect(count({ a: 1, b: 2 }, [], scope)).toBe(2);
    expect(count('héllo😀', [], scope)).toBe(7);
    expect(count('', [], scope)).toBe(0);
  });

  it('gives 0 for anything else', () => {
    for (const value of [5, true, null, undefined, NaN]) expect(count(value, [], scope)).toBe(0);
  });
});

describe('cycle', () => {
  const abc = ['a', 'b', 'c'];

  it('picks the arg at the 1-based position (§10.1)', () => {
    const picks = [1, 2, 3].map((index) => cycle(index, ['odd', 'even'], scope));
    expect(picks).toEqual(['odd', 'even', 'odd']);
  });

  it('wraps zero and negatives', () => {
    expect(cycle(0, abc, scope)).toBe('c');
    expect(cycle(-1, abc, scope)).toBe('b');
    expect(cycle(-3, abc, scope)).toBe('c');
    expect(cycle(4, abc, scope)).toBe('a');
  });

  it('converts with toNumber, so missing is 0', () => {
    expect(cycle('2', abc, scope)).toBe('b');
    expect(cycle('2.0', abc, scope)).toBe('b');
    expect(cycle(undefined, abc, scope)).toBe('c');
  });

  it('is missing for non-integers, NaN or no args', () => {
    expect(cycle(1.5, abc, scope)).toBeUndefined();
    expect(cycle('abc', abc, scope)).toBeUndefined();
    expect(cycle(2, [], scope)).toBeUndefined();
  });
});

describe('iter', () => {
  it('prints the 1-based loop index (§10.1)', () => {
    expect(['a', 'b'].map((value, i) => iter(value, [], testScope({ loopIndex: i + 1 })))).toEqual(['1', '2']);
  });

  it('prints "" outside a loop', () => {
    expect(iter('a', [], scope)).toBe('');
  });
});

describe('mod', () => {
  it('is the JavaScript remainder (§10.1)', () => {
    expect(mod(10, ['4'], scope)).toBe(2);
    expect(mod(-7, ['3'], scope)).toBe(-1);
    expect(mod(7.5, ['3'], scope)).toBe(1.5);
    expect(mod(7, ['-3'], scope)).toBe(1);
  });

  it('uses the integer prefix of N, and 2 when N is missing, 0 or not a number', () => {
    expect(mod(7, ['3.9'], scope)).toBe(1);
    expect(mod(7, ['3px'], scope)).toBe(1);
    for (const args of [[], ['0'], ['abc'], ['']]) expect(mod(7, args, scope)).toBe(1);
  });

  it('converts v with toNumber', () => {
    expect(mod('8', ['3'], scope)).toBe(2);
    expect(mod(undefined, ['3'], scope)).toBe(0);
    expect(mod({ a: 1 }, ['3'], scope)).toBe(0);
    expect(mod('abc', ['3'], scope)).toBeNaN();
  });
});

describe('round', () => {
  it('rounds halves up (§10.1)', () => {
    expect(round(-2.5, [], scope)).toBe(-2);
    expect(round(2.5, [], scope)).toBe(3);
    expect(round('2.5', [], scope)).toBe(3);
  });

  it('converts with toNumber', () => {
    expect(round(undefined, [], scope)).toBe(0);
    expect(round([1], [], scope)).toBe(0);
    expect(round('abc', [], scope)).toBeNaN();
  });
});
