import { describe, expect, it } from 'vitest';
import { HeadKind } from './ast';
import { parseTag } from './parse-tag';
import { makeReference } from './reference';
import type { Tables } from './tables';

const tables: Tables = {
  formatters: new Map([
    ['html', (v: unknown) => v],
    ['truncate', (v: unknown) => v],
  ]),
  predicates: new Map([['equal?', () => true]]),
};

function parse(inner: string) {
  const errors: string[] = [];
  const report = (entry: { message: (...args: string[]) => string }, args: string[]) =>
    errors.push(entry.message(...args));
  // The tag sits between braces in a source, as the parser meets it.
  const instruction = parseTag({ s: `{${inner}}`, tables, report }, 1, inner.length + 1, 0);
  return { instruction, errors };
}

describe('parseTag', () => {
  it('classifies comments, instructions and variables', () => {
    expect(parse('# note').instruction?.kind).toBe('comment');
    expect(parse('.section a').instruction?.kind).toBe('section');
    expect(parse('a.b').instruction?.kind).toBe('variable');
  });

  it.each([
    ' name',
    'name ',
    'a |html',
    'a| html',
    'a||b',
    'a|',
    '_x',
    '1x',
    '.end ',
    '.foo',
    '.sections x',
    '.ends',
    '.section',
    '.section  ',
    '.repeated  section a',
    '.alternates  with',
    '.or x',
    '.or  x?',
    '.if',
    '.if ',
    '.var  @a b',
    '.var @a  b',
    '.var a b',
    '.ctx @p',
    '.ctx @p a=b c d',
    '.ctx @p a=b c ',
    '.macro  m',
    '.macro m n',
    '.include',
    '.include ',
    '.inject  @a b',
    '.inject @a',
    '.eval',
    '.space ',
    '.eof ',
    '',
  ])('keeps %j as text', (inner) => {
    expect(parse(inner).instruction).toBeNull();
  });

  it.each([
    '@',
    '@index',
    '@index0',
    'title',
    'item.tags.0',
    '@person.name',
    '$foo.$bar',
    '@.x',
    '0',
    'a, b ,c',
    'a|html|truncate 2',
    'x|truncate:20:…',
    '.section\ta',
    '.repeated section\n a',
    '.alternates with',
    '.or',
    '.or equal? a b',
    '.end',
    '.equal?',
    '.if a||b',
    '.if a && b || c ',
    '.if equal? a 1',
    '.var @a b, c|html',
    '.ctx @p a=b c',
    '.ctx @p a=b  x=c',
    '.macro a.b/c-d_e',
    '.include  m',
    '.include m output',
    '.inject @a ./x.json junk',
    '.eval ',
    '.eval #1',
    '.space',
    '.tab',
    '.newline',
    '.meta-left',
    '.meta-right',
    '.eof',
    '.section?',
  ])('accepts %j', (inner) => {
    expect(parse(inner).instruction).not.toBeNull();
  });

  it('splits arguments on their first character', () => {
    const parsed = parse('x|truncate:20:…|html');
    expect(parsed.instruction).toMatchObject({
      formatters: [
        { name: 'truncate', args: ['20', '…'] },
        { name: 'html', args: [] },
      ],
    });
    expect(parse('x|html ').instruction).toMatchObject({ formatters: [{ args: [''] }] });
    expect(parse('.equal?:a:"Jo Ann"').instruction).toMatchObject({ predicate: { args: ['a', '"Jo Ann"'] } });
    expect(parse('.equal? ').instruction).toMatchObject({ predicate: { args: [] } });
  });

  it('keeps reference texts, whose first segment makeReference classifies', () => {
    const texts = (parse('@, @index, @index0, @x, a, 7, 99999999999').instruction as { refs: string[] }).refs;
    expect(texts).toEqual(['@', '@index', '@index0', '@x', 'a', '7', '99999999999']);
    expect(texts.map(makeReference)).toMatchObject([
      { head: HeadKind.Node },
      { head: HeadKind.Index },
      { head: HeadKind.Index0 },
      { head: HeadKind.Local, key: '@x' },
      { head: HeadKind.Key, key: 'a' },
      { head: HeadKind.Key, key: 7 },
      { head: HeadKind.Key, key: '99999999999' },
    ]);
  });

  it('makes a tag with an unknown formatter text and reports it', () => {
    expect(parse('a|nope|html')).toEqual({ instruction: null, errors: ["SyntaxError: Formatter 'nope' is unknown"] });
    expect(parse('a |nope').errors).toEqual([]);
    expect(parse('a|nope|').errors).toEqual([]);
    expect(parse('a|nope|x||html').errors).toEqual([]);
    expect(parse('a|html|nope|zap').errors).toEqual(["SyntaxError: Formatter 'nope' is unknown"]);
  });

  it('keeps a block with an unknown predicate and reports it', () => {
    const parsed = parse('.if nope? x');
    expect(parsed.instruction).toMatchObject({
      kind: 'predicate',
      predicate: { name: 'nope?', args: ['x'], fn: undefined },
    });
    expect(parsed.errors).toEqual(["SyntaxError: Predicate 'nope?' is unknown"]);
  });

  it('reads .include arguments and the .ctx trailing word', () => {
    expect(parse('.include  m').instruction).toMatchObject({ name: '', output: false });
    expect(parse('.include m x output').instruction).toMatchObject({ name: 'm', output: true });
    expect(parse('.ctx @p a=b c').instruction).toMatchObject({ bindings: [{ key: 'a' }] });
  });
});
