import { describe, expect, it } from 'vitest';
import { scanTemplate } from './scan';
import { TokenKind } from './token';
import { positionAt } from './position';

function scan(source: string): [string, string][] {
  const pieces: [string, string][] = [];
  const names = { [TokenKind.Text]: 'text', [TokenKind.Tag]: 'tag', [TokenKind.BlockComment]: 'comment' };
  scanTemplate(source, (kind, start, end) => pieces.push([names[kind], source.slice(start, end)]));
  return pieces;
}

describe('scanTemplate', () => {
  it('cuts text and tags', () => {
    expect(scan('a{b}c')).toEqual([['text', 'a'], ['tag', '{b}'], ['text', 'c']]);
  });

  it('moves the candidate start to the last { before the first }', () => {
    expect(scan('{{name}}')).toEqual([['text', '{'], ['tag', '{name}'], ['text', '}']]);
    expect(scan('x{a {b}')).toEqual([['text', 'x{a '], ['tag', '{b}']]);
  });

  it('leaves an unclosed { as text', () => {
    expect(scan('a{b')).toEqual([['text', 'a{b']]);
  });

  it('reads {## … ##} comments, unterminated ones to the end', () => {
    expect(scan('a{## {x} ##}b')).toEqual([['text', 'a'], ['comment', '{## {x} ##}'], ['text', 'b']]);
    expect(scan('a{## x')).toEqual([['text', 'a'], ['comment', '{## x']]);
  });

  it('checks {## only at the first { found', () => {
    expect(scan('{a{## x ##}')).toEqual([['text', '{a'], ['tag', '{## x ##}']]);
  });
});

describe('positionAt', () => {
  it('gives 1-based line and column', () => {
    expect(positionAt('ab\ncd\ne', 0)).toEqual({ line: 1, column: 1 });
    expect(positionAt('ab\ncd\ne', 4)).toEqual({ line: 2, column: 2 });
    expect(positionAt('ab\ncd\ne', 6)).toEqual({ line: 3, column: 1 });
  });
});
