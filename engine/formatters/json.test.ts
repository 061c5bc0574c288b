import { describe, expect, it } from 'vitest';
import { json, jsonPretty, raw } from './json';
import { testScope } from './test-scope';

const scope = testScope();

describe('json', () => {
  it('prints compact JSON with </ escaped (§10.1)', () => {
    expect(json({ a: [1, '</x>'] }, [], scope)).toBe('{"a":[1,"<\\/x>"]}');
  });

  it('prints missing as "" and null as null', () => {
    expect(json(undefined, [], scope)).toBe('');
    expect(json(null, [], scope)).toBe('null');
  });

  it('escapes every </ and nothing else', () => {
    expect(json('a</b></c>\u2028<d', [], scope)).toBe('"a<\\/b><\\/c>\u2028<d"');
    expect(json('é😀', [], scope)).toBe('"é😀"');
  });

  it('prints NaN as null, like JSON.stringify', () => {
    expect(json(NaN, [], scope)).toBe('null');
  });
});

describe('json-pretty', () => {
  it('indents by two spaces (§10.1)', () => {
    expect(jsonPretty({ a: 1 }, [], scope)).toBe('{\n  "a": 1\n}');
    expect(jsonPretty({ a: [1, { b: 2 }], c: {} }, [], scope)).toBe(
      '{\n  "a": [\n    1,\n    {\n      "b": 2\n    }\n  ],\n  "c": {}\n}',
    );
  });

  it('escapes </ and prints missing as ""', () => {
    expect(jsonPretty('</', [], scope)).toBe('"<\\/"');
    expect(jsonPretty(undefined, [], scope)).toBe('');
    expect(jsonPretty([], [], scope)).toBe('[]');
  });
});

describe('raw', () => {
  it('prints JSON text without escaping (§10.1)', () => {
    expect(raw('hi', [], scope)).toBe('"hi"');
    expect(raw('</a>', [], scope)).toBe('"</a>"');
    expect(raw({ a: [1] }, [], scope)).toBe('{"a":[1]}');
    expect(raw(1.5, [], scope)).toBe('1.5');
  });

  it('prints missing and null as null', () => {
    expect(raw(undefined, [], scope)).toBe('null');
    expect(raw(null, [], scope)).toBe('null');
  });
});
