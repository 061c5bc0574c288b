/** Lookups see own properties only, and nothing a template does reaches Object.prototype. */
import { afterEach, describe, expect, it } from 'vitest';
import { renderTemplate } from '../../engine';

afterEach(() => {
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
});

describe('prototype safety', () => {
  it('keeps a reference starting with an underscore literal', () => {
    expect(renderTemplate('{__proto__.polluted}', {}).output).toBe('{__proto__.polluted}');
  });

  it.each([
    '{constructor}',
    '{toString}',
    '{a.constructor.name}',
    '{a.hasOwnProperty}',
    '{xs.length}',
    '{s.length}',
    '{@.constructor}',
  ])('%s resolves to missing', (template) => {
    expect(renderTemplate(template, { a: {}, xs: [1, 2], s: 'abc' })).toEqual({ output: '', errors: [] });
  });

  it('does not see inherited properties in sections, .if or predicates', () => {
    const data = Object.create({ inherited: 'yes' });
    data.own = 1;
    expect(
      renderTemplate('{inherited}{.section constructor}a{.end}{.if toString}b{.end}{.section inherited}c{.end}', data)
        .output,
    ).toBe('');
    expect(renderTemplate('{.equal? constructor "x"}d{.end}{.greaterThan? toString 0}e{.end}', {}).output).toBe('');
  });

  it('does not reproduce the array-length leak', () => {
    expect(
      renderTemplate('{.section items}{length}{.end}{.repeated section items}{length}{.end}', { items: [1, 2] }).output,
    ).toBe('');
  });

  it('keeps .ctx, @args and .var objects free of prototype keys yet printable', () => {
    const result = renderTemplate(
      '{.ctx @c constructor=a toString=b}{@c|json}{@c.constructor}{x|apply p __proto__=1 constructor=2}',
      { a: 'A', x: 1 },
      { partials: { p: '{@args|json}{@args.toString}{@args.constructor}' } },
    );
    expect(result.output).toBe('{"constructor":"A","toString":null}A{"__proto__":"1","constructor":"2"}2');
    expect(renderTemplate('{.ctx @p a=b}{@p.hasOwnProperty}{@p.constructor}', { b: 1 }).output).toBe('');
  });

  it('finds no partial or macro through the prototype chain', () => {
    const result = renderTemplate(
      '{x|apply constructor}{x|apply toString}{.include hasOwnProperty output}',
      { x: 1 },
      { partials: {} },
    );
    expect(result.output).toBe('');
    expect(result.errors.map((e) => e.message)).toEqual([
      "RuntimeError: Attempt to apply partial 'constructor' which could not be found.",
      "RuntimeError: Attempt to apply partial 'toString' which could not be found.",
      "RuntimeError: Attempt to apply partial 'hasOwnProperty' which could not be found.",
    ]);
  });

  it('finds no injectable through the prototype chain', () => {
    expect(renderTemplate('{.inject @a constructor}{@a|json}', {}, { injects: {} }).output).toBe('');
  });

  it('leaves Object.prototype untouched after key-by and json on hostile keys', () => {
    const data = JSON.parse(
      '{"xs":[{"id":"__proto__","polluted":1},{"id":"constructor"}],"o":{"__proto__":{"polluted":1}}}',
    );
    renderTemplate('{xs|key-by id|json}{o|json}{o.__proto__.polluted}', data);
  });

  it('ignores unknown-formatter and predicate names that exist on Object.prototype', () => {
    expect(renderTemplate('{a|constructor}{.hasOwnProperty?}x{.end}', { a: 1 }).errors.map((e) => e.message)).toEqual([
      "SyntaxError: Formatter 'constructor' is unknown",
      "SyntaxError: Predicate 'hasOwnProperty?' is unknown",
    ]);
  });
});
