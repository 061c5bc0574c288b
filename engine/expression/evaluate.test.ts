import { describe, expect, it } from 'vitest';
import { compileExpression } from './program';
import { runExpression } from './evaluate';
import { NO_LIMITS, evaluate, frameEnv } from './test-env';

const value = (source: string, data: unknown = {}): string => {
  const run = evaluate(source, data);
  expect(run.errors).toEqual([]);
  return run.output;
};
const reduceErrors = (source: string, data: unknown = {}, limits = NO_LIMITS): string[] =>
  evaluate(source, data, limits).errors.map((message) =>
    message.replace(`RuntimeError: Error reducing expression: ${source}: `, ''),
  );

describe('§7.4 operators', () => {
  it.each([
    ['"a" + null', 'anull'],
    ['null + 1', '1'],
    ['true + true', '2'],
    ['1 + "2"', '12'],
    ['"x" * 2', 'NaN'],
    ['"3" * "4"', '12'],
    ['"1" - "1"', '0'],
    ['5 % 0', 'NaN'],
    ['-7 % 3', '-1'],
    ['1 / -0', '-Infinity'],
    ['2 ** 0.5', '1.4142135623730951'],
    ['1 << 32', '1'],
    ['2 ** 31 | 0', '-2147483648'],
    ['-1 >> 28', '-1'],
    ['7 & 3', '3'],
    ['7 ^ 2', '5'],
    ['~3.7', '-4'],
    ['~"7"', '-8'],
    ['"10" < "9"', 'true'],
    ['"10" < 9', 'false'],
    ['0 < "0x01"', 'true'],
    ['0 < "foo"', 'false'],
    ['null >= 0', 'true'],
    ['true > false', 'true'],
    ['"1" == 1', 'true'],
    ['true == 1', 'true'],
    ['null == 0', 'false'],
    ['NaN == NaN', 'false'],
    ['null == missing', 'true'],
    ['"1" === 1', 'false'],
    ['"1" !== 1', 'true'],
    ['1 && 0', 'false'],
    ['"" || "a"', 'true'],
    ['-null', '0'],
    ['+"3"', '3'],
    ['-"x"', 'NaN'],
    ['!""', 'true'],
    ['!missing', 'true'],
    ['-x', '0'],
  ])('%s → %s', (source, output) => {
    expect(value(source)).toBe(output);
  });

  it('resolves references when an operator needs them, with the template walk', () => {
    expect(value('@index * 10 + @', 4)).toBe('4');
    expect(value('a.b.c + list.1', { a: { b: { c: 'x' } }, list: [1, 2] })).toBe('x2');
  });
});

describe('§7.4 functions', () => {
  it.each([
    ['max(1, "7", true)', '7'],
    ['max("x", 5)', '5'],
    ['max(5, "x")', 'NaN'],
    ['max(NaN, 1)', '1'],
    ['min(3, 1, 2)', '1'],
    ['min(1, NaN)', 'NaN'],
    ['min("x", 5)', '5'],
    ['abs(-3, 5)', '3'],
    ['abs("-3")', '3'],
    ['abs(null)', '0'],
    ['num("0x10")', '16'],
    ['num(" 1")', 'NaN'],
    ['num(null)', '0'],
    ['str(null) + str(1.50) + str(true)', 'null1.5true'],
    ['num(1, 2) + str(1, 2)', '11'],
    ['bool("0")', 'true'],
    ['bool(0, 1)', 'false'],
    ['max(obj, 2)', '2'],
    ['max(1, -obj, 2)', '2'],
    ['max(-obj, 1)', '1'],
  ])('%s → %s', (source, output) => {
    expect(value(source, { obj: {} })).toBe(output);
  });

  it('Error calling function NAME when no argument is usable', () => {
    expect(reduceErrors('max()')).toEqual(['Error calling function max']);
    expect(reduceErrors('num(obj); str(arr); bool(())', { obj: {}, arr: [] })).toEqual([
      'Error calling function num',
      'Error calling function str',
      'Error calling function bool',
    ]);
    expect(reduceErrors('1 + abs()')).toEqual(['Error calling function abs']);
  });

  it('a no-value left by a unary operator ends the argument list', () => {
    expect(reduceErrors('max(1, -obj)', { obj: {} })).toEqual(['Error calling function max']);
    expect(reduceErrors('max(-obj)', { obj: {} })).toEqual([
      'Error calling function max',
      'Reduce error: unexpected token on stack',
    ]);
  });
});

describe('§7.5 assignment', () => {
  const locals = (source: string, data: unknown = {}) => evaluate(source, data).locals;

  it('stores into @name and ends the statement with no value', () => {
    expect(evaluate('@a = 1, 5')).toEqual({ output: '', errors: [], locals: new Map([['@a', 1]]) });
    expect(locals('@a = @b = 3')).toEqual(new Map([['@b', 3]]));
    expect(evaluate('2; @a = 1').output).toBe('');
    expect(value('(@a = 2) + 1; @a')).toBe('2');
    expect(value('max(@a = 2, 5); @a')).toBe('2');
  });

  it('later statements see earlier assignments; an assigned scalar has no properties', () => {
    expect(value('@a = 3; @a = @a + 1; @a')).toBe('4');
    expect(value('@a = "x"; @a.length')).toBe('');
    expect(locals('@a = null; @b = missing; @c = "s"; @d = true')).toEqual(
      new Map<string, unknown>([
        ['@a', null],
        ['@b', null],
        ['@c', 's'],
        ['@d', true],
      ]),
    );
  });

  it('ignores bad targets and unusable values silently', () => {
    const data = { obj: { k: 1 }, x: { y: 1 } };
    for (const source of [
      'a = 1',
      'x.y = 1',
      '1 = 1',
      '@a.x = 1',
      '@a = obj',
      '@a = -obj',
      '= 1',
      '@a =',
      '"@a" = 1',
    ]) {
      expect(evaluate(source, data)).toEqual({ output: '', errors: [], locals: new Map() });
    }
  });

  it('assigning to @, @index or @index0 has no visible effect', () => {
    expect(evaluate('@ = 3; @index = 4; @index0 = 5; @index', 7)).toEqual({
      output: '',
      errors: [],
      locals: new Map(),
    });
  });

  it('reads frame locals through the env until assigned here', () => {
    const compiled = compileExpression('@a; @a = @a * 2; @a', NO_LIMITS);
    const outcome = runExpression(compiled, frameEnv({}, { '@a': 5 }), NO_LIMITS);
    expect(outcome).toEqual({ output: '10', errors: [], locals: new Map([['@a', 10]]) });
  });
});

describe('§7.6 run-time errors', () => {
  const data = { obj: {}, arr: [1], foo: '123456789' };

  it('Invalid arguments to operator DESC for a missing or unusable operand', () => {
    expect(reduceErrors('1 +')).toEqual(['Invalid arguments to operator add']);
    expect(reduceErrors('* 2')).toEqual(['Invalid arguments to operator multiply']);
    expect(reduceErrors('arr < 1', data)).toEqual(['Invalid arguments to operator less than']);
    expect(reduceErrors('1 + -obj', data)).toEqual(['Invalid arguments to operator add']);
    expect(reduceErrors('obj && 1', data)).toEqual(['Invalid arguments to operator logical and']);
  });

  it('Reduce error: unexpected token on stack for an object or array result', () => {
    expect(reduceErrors('obj', data)).toEqual(['Reduce error: unexpected token on stack']);
    expect(reduceErrors('@', data)).toEqual(['Reduce error: unexpected token on stack']);
    expect(reduceErrors('obj; 1', data)).toEqual(['Reduce error: unexpected token on stack']);
    expect(reduceErrors('obj 1 + obj', data)).toEqual([
      'Invalid arguments to operator add',
      'Reduce error: unexpected token on stack',
    ]);
  });

  it('&& and || always evaluate both sides', () => {
    expect(reduceErrors('0 && max()')).toEqual(['Error calling function max']);
    expect(reduceErrors('1 || obj', data)).toEqual(['Invalid arguments to operator logical or']);
  });

  it('an error stops its statement; the others still run and may record errors', () => {
    expect(reduceErrors('1 + obj; 2 + arr; max()', data)).toEqual([
      'Invalid arguments to operator add',
      'Invalid arguments to operator add',
      'Error calling function max',
    ]);
  });

  it('a unary operator on an unusable value silently yields no value', () => {
    expect(evaluate('-obj', data)).toEqual({ output: '', errors: [], locals: new Map() });
    expect(evaluate('1, -obj', data).output).toBe('');
    expect(evaluate('-obj; 2', data).output).toBe('2');
    expect(evaluate('+').output).toBe('');
    expect(evaluate('max(1, +)').output).toBe('1');
  });

  it('string length limit: N = 10', () => {
    const limits = { maxTokens: 0, maxStringLength: 10, maxRecursionDepth: 0 };
    expect(evaluate('foo + "a"', data, limits).output).toBe('123456789a');
    expect(reduceErrors('foo + "ab"', data, limits)).toEqual(['Concatenation would exceed maximum string length 10']);
    expect(reduceErrors('"12345678901" + ""', data, limits)).toEqual([
      'Concatenation would exceed maximum string length 10',
    ]);
    expect(evaluate('"12345678901"', data, limits).output).toBe('12345678901');
    expect(reduceErrors('str(foo + "ab")', data, limits)).toEqual([
      'Concatenation would exceed maximum string length 10',
      'Reduce error: unexpected token on stack',
    ]);
  });

  it('string length limit is off at 0', () => {
    expect(evaluate('foo + foo + foo', data).output).toBe('123456789'.repeat(3));
  });
});

describe('no prototype leaks', () => {
  it('reads data keys such as constructor only through the env', () => {
    expect(value('constructor + toString + hasOwnProperty + a.length', { a: [1, 2] })).toBe('0');
    expect(value('constructor', JSON.parse('{"constructor": 3}'))).toBe('3');
    expect(evaluate('@constructor = 1; @constructor').output).toBe('1');
    expect(({} as Record<string, unknown>)['@constructor']).toBeUndefined();
  });
});
