import { describe, expect, it } from 'vitest';
import { dig, isRecord } from './dig';

describe('dig', () => {
  it('follows own properties and array indexes', () => {
    expect(dig({ a: { b: [1, { c: 2 }] } }, 'a', 'b', 1, 'c')).toBe(2);
    expect(dig({ a: null }, 'a')).toBeNull();
  });

  it('is missing through non-containers and inherited keys', () => {
    expect(dig({ a: 1 }, 'a', 'b')).toBeUndefined();
    expect(dig({}, '__proto__')).toBeUndefined();
    expect(dig({}, 'constructor')).toBeUndefined();
    expect(dig([1], 'length')).toBeUndefined();
    expect(dig(undefined, 'a')).toBeUndefined();
  });

  it('recognises plain objects only', () => {
    expect(isRecord({})).toBe(true);
    expect(isRecord([])).toBe(false);
    expect(isRecord(null)).toBe(false);
    expect(isRecord('x')).toBe(false);
  });
});
