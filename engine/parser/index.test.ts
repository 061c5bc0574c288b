import { describe, expect, it } from 'vitest';
import { parseTemplate } from './index';
import type { Tables } from './tables';

const tables: Tables = { formatters: new Map(), predicates: new Map() };

/** Text nodes as strings, variables as `<ref>`: how the source was cut (§2.1). */
function cut(source: string): string[] {
  return parseTemplate(source, tables, () => {}).map((node) =>
    node.kind === 'text' ? node.text : node.kind === 'variable' ? `<${node.refs[0]}>` : node.kind,
  );
}

describe('cutting the source into text and tags', () => {
  it('cuts text and tags', () => {
    expect(cut('a{b}c')).toEqual(['a', '<b>', 'c']);
  });

  it('moves the candidate start to the last { before the first }', () => {
    expect(cut('{{name}}')).toEqual(['{', '<name>', '}']);
    expect(cut('x{a {b}')).toEqual(['x{a ', '<b>']);
  });

  it('leaves an unclosed { as text', () => {
    expect(cut('a{b')).toEqual(['a{b']);
  });

  it('reads {## … ##} comments, unterminated ones to the end', () => {
    expect(cut('a{## {x} ##}b')).toEqual(['ab']);
    expect(cut('a{## x')).toEqual(['a']);
  });

  it('checks {## only at the first { found', () => {
    expect(cut('{a{## x ##}{b}')).toEqual(['{a', '<b>']);
  });

  it('keeps a tag that does not parse as text, merged with its neighbours', () => {
    expect(cut('a{ b}c{d|}e')).toEqual(['a{ b}c{d|}e']);
  });
});
