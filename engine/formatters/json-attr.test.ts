import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeAttr } from './escape';
import { jsonText } from './json';
import { jsonAttr } from './json-attr';
import { testScope } from './test-scope';

const scope = testScope();
const fused = (value: unknown) => jsonAttr(value, [], scope);
const twoSteps = (value: unknown) => escapeAttr(jsonText(value));

/** Strings made of what JSON or the attribute escape treat specially, and plain letters. */
const awkward = fc.string({
  unit: fc.constantFrom(
    'a',
    'é',
    ' ',
    '"',
    '\\',
    '&',
    '<',
    '>',
    '/',
    "'",
    '\u0000',
    '\u001f',
    '\u2028',
    '\uD800',
    '\uDC00',
    '😀',
  ),
  maxLength: 40,
});

describe('jsonAttr (json then htmlattr in one pass)', () => {
  it('escapes the JSON text for an attribute', () => {
    expect(fused({ a: [1, 'x</y>'], 'b&c': true })).toBe(
      '{&quot;a&quot;:[1,&quot;x&lt;\\/y&gt;&quot;],&quot;b&amp;c&quot;:true}',
    );
    expect(fused(undefined)).toBe('');
    expect(fused(null)).toBe('null');
  });

  it('returns what json then htmlattr return, for any JSON-like value', () => {
    const values = fc.letrec((tie) => ({
      value: fc.oneof(
        { depthSize: 'small' },
        awkward,
        fc.double(),
        fc.integer(),
        fc.boolean(),
        fc.constant(null),
        fc.constant(undefined),
        fc.array(tie('value'), { maxLength: 5 }),
        fc.dictionary(awkward, tie('value'), { maxKeys: 5 }),
      ),
    })).value;
    fc.assert(
      fc.property(values, (value) => {
        expect(fused(value)).toBe(twoSteps(value));
      }),
      { numRuns: 3000, seed: 28 },
    );
  });

  it('serialises what JSON.stringify treats its own way as JSON.stringify does', () => {
    const withToJson = { at: new Date(0), n: 1 };
    const nullPrototype = Object.assign(Object.create(null), { a: '"' });
    const inherited = Object.assign(Object.create({ hidden: 1 }), { shown: 2 });
    // A hole prints null.
    const sparse = [1, 2, 3];
    delete sparse[1];
    const skipped = { f: () => 1, s: Symbol('s'), u: undefined, kept: [() => 1, undefined] };
    const numbers = [-0, 1e21, 1e-7, Number.NaN, Number.POSITIVE_INFINITY, 0.1 + 0.2];
    const integerKeys = { b: 1, 2: 'two', a: 3, 1: 'one' };
    const boxed = [new String('s"'), new Number(2), new Boolean(false)];
    class Point {
      x = 1;
    }
    for (const value of [
      withToJson,
      nullPrototype,
      inherited,
      sparse,
      skipped,
      numbers,
      integerKeys,
      boxed,
      [new Point()],
      new Map(),
    ])
      expect(fused(value)).toBe(twoSteps(value));
  });

  it('throws as the two steps do on a cycle, a bigint, a function or a symbol', () => {
    const cycle: Record<string, unknown> = { a: 1 };
    cycle.self = { back: cycle };
    for (const value of [cycle, { n: 1n }, () => 1, Symbol('s')]) {
      let expected: unknown;
      try {
        twoSteps(value);
      } catch (thrown) {
        expected = thrown;
      }
      expect(expected).toBeInstanceOf(TypeError);
      expect(() => fused(value)).toThrow((expected as Error).message);
    }
  });

  it('serialises a value deeper than its walk goes, as JSON.stringify does', () => {
    let deep: unknown = 'x"';
    for (let i = 0; i < 200; i++) deep = i % 2 ? [deep] : { d: deep };
    expect(fused(deep)).toBe(twoSteps(deep));
  });
});
