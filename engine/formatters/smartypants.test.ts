import { describe, expect, it } from 'vitest';
import { smartypants } from './smartypants';
import { testScope } from './test-scope';

const scope = testScope();
const run = (text: unknown): unknown => smartypants(text, [], scope);

describe('smartypants', () => {
  it('curls quotes and makes dashes (§10.1)', () => {
    expect(run(`"Don't" -- ok`)).toBe('“Don’t” — ok');
  });

  it('opens a single quote after whitespace and closes it after s or a backslash (§15 deliberate difference)', () => {
    expect(run(`a 'b' s'`)).toBe('a ‘b’ s’');
    expect(run(`\\'a s'b`)).toBe('\\’a s’b');
    expect(run("a\t'b\u00a0'c")).toBe('a\t‘b\u00a0‘c');
  });

  it('opens quotes at line starts and after openers', () => {
    expect(run(`'quote' "dq" ("p") ['x'] -"a" —"b" /"c"`)).toBe('‘quote’ “dq” (“p”) [‘x’] -“a” —“b” /“c”');
    expect(run(`line1\n'x'\n"y"`)).toBe('line1\n‘x’\n“y”');
    expect(run(`("'a'")`)).toBe('(“‘a’”)');
    expect(run(`'"d"`)).toBe('‘“d”');
  });

  it('closes quotes elsewhere', () => {
    expect(run(`it's 5" tall`)).toBe('it’s 5” tall');
  });

  it('turns each -- into an em dash, left to right', () => {
    expect(run('a---b ----c')).toBe('a—-b ——c');
  });

  it('converts with toText', () => {
    expect(run(5)).toBe('5');
    expect(run(undefined)).toBe('');
    expect(run({ a: "'" })).toBe('');
  });
});
