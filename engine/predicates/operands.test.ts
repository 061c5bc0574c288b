import { describe, expect, it } from 'vitest';
import { renderTemplate } from '../index';
import { compare, deepEqual } from './operands';

describe('deepEqual', () => {
  it('is type-strict and structural', () => {
    expect(deepEqual(3, '3')).toBe(false);
    expect(deepEqual({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toBe(true);
    expect(deepEqual([1, 2], [2, 1])).toBe(false);
  });

  it('counts missing and null as the same value, as the reference engine does', () => {
    expect(deepEqual(null, undefined)).toBe(true);
    expect(deepEqual(undefined, null)).toBe(true);
    expect(deepEqual(null, 0)).toBe(false);
    expect(deepEqual({ a: null }, {})).toBe(false);
    expect(compare(null, undefined)).toBe(0);
  });

  it('makes equal? and the comparisons agree with the reference for null against missing', () => {
    const template =
      '{.equal? a b}Y{.or}N{.end}|{.notEqual? a b}Y{.or}N{.end}|{.lessThan? a b}Y{.or}N{.end}|{.equal? a null}Y{.or}N{.end}';
    expect(renderTemplate(template, { a: null }).output).toBe('Y|N|N|Y');
  });
});
