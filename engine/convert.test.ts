import { describe, expect, it } from 'vitest';
import { printValue, propertyPath } from './convert';

describe('propertyPath', () => {
  it('follows own properties and array indexes', () => {
    expect(propertyPath({ a: { b: [1, { c: 2 }] } }, 'a', 'b', 1, 'c')).toBe(2);
    expect(propertyPath({ a: null }, 'a')).toBeNull();
  });

  it('is missing through non-containers and inherited keys', () => {
    expect(propertyPath({ a: 1 }, 'a', 'b')).toBeUndefined();
    expect(propertyPath({}, '__proto__')).toBeUndefined();
    expect(propertyPath({}, 'constructor')).toBeUndefined();
    expect(propertyPath([1], 'length')).toBeUndefined();
    expect(propertyPath(undefined, 'a')).toBeUndefined();
  });
});

describe('printValue', () => {
  it('prints arrays as JavaScript does, and data without a usable conversion as an object, never throwing', () => {
    expect(printValue([1, 'a', null, true])).toBe('1,a,null,true');
    expect(printValue([[1, 2], { a: 1 }])).toBe('1,2,[object Object]');
    const bare = Object.create(null) as object;
    const hostile = { toString: 'not a function', valueOf: 'nor this' };
    expect(printValue([bare])).toBe('[object Object]');
    expect(printValue([hostile, 2])).toBe('[object Object],2');
    expect(printValue([[bare, null, 3]])).toBe('[object Object],,3');
  });
});
