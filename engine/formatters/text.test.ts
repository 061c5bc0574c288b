import { describe, expect, it } from 'vitest';
import { output, pluralize, slug, slugify, str, truncate } from './text';
import { testScope } from './test-scope';

const scope = testScope();

describe('output', () => {
  it('joins the args with single spaces and ignores the value (§10.1)', () => {
    expect(output({ any: 1 }, ['on', 'sale'], scope)).toBe('on sale');
    expect(output('v', [], scope)).toBe('');
    expect(output('v', ['a', '', 'b'], scope)).toBe('a  b');
  });
});

describe('pluralize', () => {
  it('uses "" and s by default (§10.1)', () => {
    expect(pluralize(3, [], scope)).toBe('s');
    expect(pluralize(1, [], scope)).toBe('');
    expect(pluralize(3, ['goose', 'geese'], scope)).toBe('geese');
    expect(pluralize(1, ['goose', 'geese'], scope)).toBe('goose');
  });

  it('takes one arg as the plural and ignores extra args', () => {
    expect(pluralize(2, ['y'], scope)).toBe('y');
    expect(pluralize(1, ['y'], scope)).toBe('');
    expect(pluralize(1, ['a', 'b', 'c'], scope)).toBe('a');
    expect(pluralize(2, ['a', 'b', 'c'], scope)).toBe('b');
  });

  it('treats one empty arg as an empty plural', () => {
    expect(pluralize(2, [''], scope)).toBe('');
  });

  it('compares toNumber(v) with 1', () => {
    expect(pluralize('1', [], scope)).toBe('');
    expect(pluralize('1.0', [], scope)).toBe('');
    for (const value of [0, -1, undefined, null, 'abc', { a: 1 }]) expect(pluralize(value, [], scope)).toBe('s');
  });
});

describe('slugify', () => {
  it('lowercases and joins words with - (§10.1)', () => {
    expect(slugify('Hello, World 2024!', [], scope)).toBe('hello-world-2024');
  });

  it('drops non-ASCII letters and punctuation, keeps hyphens and turns each whitespace run into one -', () => {
    expect(slugify('  Héllo -- Wörld_x  2\t3 ', [], scope)).toBe('-hllo----wrldx-2-3-');
    expect(slugify('a\u00a0b', [], scope)).toBe('a-b');
    expect(slugify('ÀB', [], scope)).toBe('b');
  });

  it('converts with toText', () => {
    expect(slugify(12.5, [], scope)).toBe('125');
    expect(slugify({ a: 1 }, [], scope)).toBe('');
  });
});

describe('slug', () => {
  it('keeps ASCII letters, digits and dashes, dashes whitespace and lower-cases', () => {
    expect(slug('Hello, World 2024!')).toBe('hello-world-2024');
    expect(slug('  a \t b--c ')).toBe('-a-b--c-');
    expect(slug('Café')).toBe('caf');
  });

  it('slugs the text form of other values', () => {
    expect(slug(5)).toBe('5');
    expect(slug(true)).toBe('true');
    expect(slug(null)).toBe('');
    expect(slug({ a: 1 })).toBe('');
  });
});

describe('str', () => {
  it('gives scalars as text and containers as "" (§10.1)', () => {
    expect(str(12.5, [], scope)).toBe('12.5');
    expect(str(true, [], scope)).toBe('true');
    expect(str(-0, [], scope)).toBe('0');
    for (const value of [undefined, null, { a: 1 }, [1]]) expect(str(value, [], scope)).toBe('');
  });
});

describe('truncate', () => {
  it('backs up to the last whitespace and appends ... (§10.1)', () => {
    expect(truncate('The quick brown fox', ['12'], scope)).toBe('The quick ...');
  });

  it('cuts at N when the first N characters have no whitespace', () => {
    expect(truncate('hello world', ['5'], scope)).toBe('hello...');
    expect(truncate('hello world', ['6'], scope)).toBe('hello ...');
    expect(truncate(' abcdef', ['3'], scope)).toBe(' ...');
  });

  it('counts tab, newline, VT, FF and CR as whitespace but not a no-break space', () => {
    expect(truncate('ab\tcd\nefgh', ['8'], scope)).toBe('ab\tcd\n...');
    expect(truncate('abc\u00a0defgh', ['5'], scope)).toBe('abc\u00a0d...');
  });

  it('takes a custom ellipsis, including an empty one', () => {
    expect(truncate('hello world', ['5', '…'], scope)).toBe('hello…');
    expect(truncate('abcdefgh', ['3', ''], scope)).toBe('abc');
  });

  it('leaves short text, and uses N = 100 by default', () => {
    expect(truncate('hello world', ['11'], scope)).toBe('hello world');
    expect(truncate('a'.repeat(100), [], scope)).toBe('a'.repeat(100));
    expect(truncate('a'.repeat(101), [], scope)).toBe('a'.repeat(100) + '...');
  });

  it('uses the integer prefix of N and leaves v unchanged when N is not positive', () => {
    expect(truncate('abcdefgh', ['5.9'], scope)).toBe('abcde...');
    const object = { a: 1 };
    for (const n of ['0', '-3', 'abc', '']) {
      expect(truncate('hello world', [n], scope)).toBe('hello world');
      expect(truncate(object, [n], scope)).toBe(object);
      expect(truncate(undefined, [n], scope)).toBe(undefined);
    }
  });

  it('converts with toText when N is positive', () => {
    expect(truncate(12345, ['3'], scope)).toBe('123...');
    expect(truncate({ a: 1 }, ['3'], scope)).toBe('');
    expect(truncate(undefined, ['3'], scope)).toBe('');
  });

  it('counts UTF-16 units', () => {
    expect(truncate('😀😀', ['2'], scope)).toBe('😀...');
  });
});
