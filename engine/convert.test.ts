import { describe, expect, it } from 'vitest';
import { propertyPath } from './convert';

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
