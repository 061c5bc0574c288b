/** `.eval` in templates (§5.12, §7.7): on by default, cached per instruction, errors recorded. */
import { describe, expect, it } from 'vitest';
import { compileTemplate, renderTemplate } from '../../engine';

describe('.eval', () => {
  it.each([
    ['{.eval 2 + 3 * 4}', {}, '14'],
    ['{.eval "n=" + 5 + 1}', {}, 'n=51'],
    ['{.eval @x = 3; @x ** 2}{@x}', {}, '93'],
    ['{.eval max(1, "7", true) / 2}', {}, '3.5'],
    ['{.eval qty >= 10 && !soldOut}', { qty: 12, soldOut: false }, 'true'],
    ['{.eval price * 1.2}', { price: '10' }, '12'],
    ['{.eval missing == null}', {}, 'true'],
    ['{.eval #@a = 2; @a * 7}', {}, 'EVAL=[[@a 2 <assign>], [@a 7 <multiply>]] -> 14'],
  ])('%s', (template, data, output) => {
    expect(renderTemplate(template, data)).toEqual({ output, errors: [] });
  });

  it('records evaluation errors and discards the assignments', () => {
    const result = renderTemplate('{.eval @a = 1; 1 + obj}[{@a}]', { obj: {} });
    expect(result.output).toBe('[]');
    expect(result.errors).toEqual([
      {
        type: 'engine',
        message: 'RuntimeError: Error reducing expression: @a = 1; 1 + obj: Invalid arguments to operator add',
        line: 1,
        column: 1,
      },
    ]);
  });

  it('reports a compile error once per render, and again in the next render', () => {
    const template = compileTemplate('{.repeated section xs}{.eval (1}{.end}');
    const expected = ['RuntimeError: Error parsing expression: "(1": Mismatched operator found: left paren'];
    expect(template.render({ xs: [1, 2, 3] }).errors.map((e) => e.message)).toEqual(expected);
    expect(template.render({ xs: [1, 2] }).errors.map((e) => e.message)).toEqual(expected);
  });

  it('writes locals into the frame where it sits', () => {
    expect(renderTemplate('{.section s}{.eval @a = x}{@a}{.end}[{@a}]', { s: { x: 5 } }).output).toBe('5[]');
    expect(renderTemplate('{.repeated section xs}{.eval @i = @index * 2}{@i}{.end}', { xs: [1, 2, 3] }).output).toBe(
      '246',
    );
  });

  it('does nothing when expressions are disabled', () => {
    expect(renderTemplate('a{.eval 1 + 1}b', {}, { enableExpressions: false })).toEqual({ output: 'ab', errors: [] });
  });

  it('applies configurable limits', () => {
    const options = { expressionLimits: { maxTokens: 10, maxStringLength: 10 } };
    expect(renderTemplate('{.eval 1 + 3 + 5 + 7 + 9}', {}, options).output).toBe('25');
    expect(renderTemplate('{.eval 1 + 3 + 5 + 7 + 9 + 11}', {}, options).errors[0].message).toContain(
      'Expression exceeds the maximum number of allowed tokens: 10',
    );
    expect(renderTemplate('{.eval foo + "a"}', { foo: '123456789' }, options).output).toBe('123456789a');
    expect(renderTemplate('{.eval foo + "ab"}', { foo: '123456789' }, options).errors[0].message).toContain(
      'Concatenation would exceed maximum string length 10',
    );
  });
});
