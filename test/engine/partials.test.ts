/** Partials, macros, `apply` and `.include`: lookup, caching, errors and the nesting limit (§6). */
import { describe, expect, it } from 'vitest';
import { compileTemplate, renderTemplate } from '../../engine';

const messages = (result: { errors: { message: string }[] }) => result.errors.map((e) => e.message);
const DEPTH = "RuntimeError: Attempt to apply partial 'm' exceeded maximum recursion depth of 16";

describe('partials', () => {
  it('reports every compile error of a partial once per render and renders it empty', () => {
    const template = compileTemplate('{x|apply p}|{x|apply p}');
    const partials = { p: 'P{a|nope}{.end}' };
    const expected = [
      'RuntimeError: Parse of partial "p" failed: SyntaxError: Formatter \'nope\' is unknown',
      'RuntimeError: Parse of partial "p" failed: SyntaxError: Instruction END not allowed at root',
    ];
    expect(template.render({ x: 1 }, { partials })).toMatchObject({ output: '|' });
    expect(messages(template.render({ x: 1 }, { partials }))).toEqual(expected);
  });

  it('positions partial errors at the tag that used the partial', () => {
    const result = renderTemplate('a\n  {x|apply p}', { x: 1 }, { partials: { p: '{.end}' } });
    expect(result.errors[0]).toMatchObject({ type: 'engine', line: 2, column: 3 });
  });

  it('discards .include output unless asked, and keeps its locals', () => {
    const result = renderTemplate(
      '{.include p}{@v}|{.include p output}',
      { q: 5 },
      { partials: { p: 'P{.var @v q}' } },
    );
    expect(result).toEqual({ output: '5|P', errors: [] });
  });

  it('prefers a macro to a partial of the same name', () => {
    expect(renderTemplate('{.macro m}M{.end}{x|apply m}', { x: 1 }, { partials: { m: 'P' } }).output).toBe('M');
  });

  it('builds @args only when extra arguments are given, and sets the barrier for private', () => {
    const partials = { p: '{@args|json}:{o}' };
    expect(
      renderTemplate('{x|apply p}|{x|apply p e}|{x|apply p a=1 b=c=d private}', { x: {}, o: 'O' }, { partials }).output,
    ).toBe(':O|{}:O|{"a":"1","b":"c=d"}:');
  });

  it('hides outer locals and @index from a private partial', () => {
    const partials = { p: '[{@l}{@index}{n}]' };
    const output = renderTemplate(
      '{.var @l L}{.repeated section xs}{@|apply p private}{@|apply p}{.end}',
      { xs: [{ n: 1 }], L: 'l' },
      { partials },
    ).output;
    expect(output).toBe('[1][l11]');
  });

  it('caps self-recursion at 16 and gives every use the full depth again', () => {
    const result = renderTemplate('{.macro m}A{.include m output}{.end}{.include m output}|{.include m output}', {});
    expect(result.output).toBe(`${'A'.repeat(16)}|${'A'.repeat(16)}`);
    expect(messages(result)).toEqual([DEPTH, DEPTH]);
  });

  it('counts apply and include together, mutual recursion included', () => {
    const result = renderTemplate(
      '{x|apply a}',
      { x: 1 },
      { partials: { a: 'a{.include b output}', b: 'b{@|apply a}' } },
    );
    expect(result.output).toBe('ab'.repeat(8));
    expect(messages(result)).toEqual([
      "RuntimeError: Attempt to apply partial 'a' exceeded maximum recursion depth of 16",
    ]);
  });

  it('shares a compiled partial between renders and templates', () => {
    const partials = { card: '[{name}]' };
    const first = renderTemplate('{u|apply card}', { u: { name: 'A' } }, { partials });
    const second = renderTemplate(
      '{.repeated section us}{@|apply card}{.end}',
      { us: [{ name: 'B' }, { name: 'C' }] },
      { partials },
    );
    expect([first.output, second.output]).toEqual(['[A]', '[B][C]']);
  });

  it('keeps rendering after a partial that is missing', () => {
    expect(renderTemplate('a{x|apply nope}b{.include nope output}c', { x: 1 })).toMatchObject({ output: 'abc' });
  });
});
