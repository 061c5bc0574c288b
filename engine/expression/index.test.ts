import { describe, expect, it } from 'vitest';
import * as fc from 'fast-check';
import { compileExpression, runExpression } from './index';
import { NO_LIMITS, evaluate, frameEnv } from './test-env';

describe('§7.7 examples', () => {
  it.each([
    ['2 + 3 * 4', {}, '14'],
    ['"n=" + 5 + 1', {}, 'n=51'],
    ['@x = 3; @x ** 2', {}, '9'],
    ['max(1, "7", true) / 2', {}, '3.5'],
    ['qty >= 10 && !soldOut', { qty: 12, soldOut: false }, 'true'],
    ['price * 1.2', { price: '10' }, '12'],
    ['missing == null', {}, 'true'],
  ])('%s', (source, data, output) => {
    expect(evaluate(source, data)).toMatchObject({ output, errors: [] });
  });

  it('1 + obj prints nothing and records the operator error', () => {
    expect(evaluate('1 + obj', { obj: {} })).toEqual({
      output: '',
      locals: null,
      errors: ['RuntimeError: Error reducing expression: 1 + obj: Invalid arguments to operator add'],
    });
  });

  it('hands back the locals to copy into the frame (`{.eval @x = 3; @x ** 2}{@x}` prints 93)', () => {
    expect(evaluate('@x = 3; @x ** 2').locals).toEqual(new Map([['@x', 3]]));
  });
});

describe('§5.12 .eval', () => {
  it('debug mode lists the postfix statements, then the value', () => {
    const compiled = compileExpression('#@a = 2; @a * 7', NO_LIMITS);
    expect(compiled).toMatchObject({ text: '@a = 2; @a * 7', debug: true, compileError: undefined });
    expect(runExpression(compiled, frameEnv({}), NO_LIMITS).output).toBe(
      'EVAL=[[@a 2 <assign>], [@a 7 <multiply>]] -> 14',
    );
  });

  it('debug mode prints EVAL=[] and the compile error when compiling failed; the # is not quoted', () => {
    expect(evaluate('#(1')).toEqual({
      output: 'EVAL=[]',
      locals: null,
      errors: ['RuntimeError: Error parsing expression: "(1": Mismatched operator found: left paren'],
    });
  });

  it('debug mode prints no arrow after a run-time error, and " -> " alone for null', () => {
    expect(evaluate('#1 + obj', { obj: {} }).output).toBe('EVAL=[[1 obj <add>]]');
    expect(evaluate('#null').output).toBe('EVAL=[[null]] -> ');
    expect(evaluate('#@a = 1').output).toBe('EVAL=[[@a 1 <assign>]]');
    expect(evaluate('#').output).toBe('EVAL=[]');
  });

  it('debug listing shows tokens as the reference does', () => {
    expect(evaluate('#max(1, "a\\n") + -x.0 + PI; !true; a.01').output).toBe(
      'EVAL=[[<args> 1 "a\\n" max() x.0 <unary minus> <add> 3.141592653589793 <add>], [true <logical not>], [a.1]] -> ',
    );
  });

  it('a run-time error anywhere discards every assignment', () => {
    const run = evaluate('@a = 1; 1 + obj; @b = 2', { obj: {} });
    expect(run.locals).toBeNull();
    expect(run.output).toBe('');
  });

  it('compiles once and runs many times against different data', () => {
    const compiled = compileExpression('n * 2', NO_LIMITS);
    expect(Object.isFrozen(compiled)).toBe(true);
    const outputs = [1, 2, 3].map((n) => runExpression(compiled, frameEnv({ n }), NO_LIMITS).output);
    expect(outputs).toEqual(['2', '4', '6']);
  });

  it('prints results per §1.4', () => {
    expect(evaluate('1e21').output).toBe('1e+21');
    expect(evaluate('-0').output).toBe('0');
    expect(evaluate('1 / 0').output).toBe('Infinity');
    expect(evaluate('"<b>"').output).toBe('<b>');
    expect(evaluate('n', { n: null }).output).toBe('');
  });
});

describe('never throws', () => {
  it('turns an exception from the resolver into a run-time error', () => {
    const compiled = compileExpression('a + 1', NO_LIMITS);
    const env = {
      resolve(): unknown {
        throw new RangeError('boom');
      },
    };
    expect(runExpression(compiled, env, NO_LIMITS)).toEqual({
      output: '',
      locals: null,
      errors: ['RuntimeError: Error reducing expression: a + 1: Unexpected RangeError: boom'],
    });
  });

  it('reports an expression it did not compile', () => {
    const foreign = { text: '1', debug: false, compileError: undefined };
    expect(runExpression(foreign, frameEnv({}), NO_LIMITS).errors).toEqual([
      'RuntimeError: Error reducing expression: 1: Unexpected TypeError: not compiled by compileExpression',
    ]);
  });
});

describe('property: compile and run never throw, and stay bounded', () => {
  const limits = { maxTokens: 1000, maxStringLength: 64, maxRecursionDepth: 64 };
  const data = { a: 3, s: 'xy', obj: { k: 1 }, arr: [1, 2], n: null, b: { c: '7' } };
  const pieces = [
    '1',
    '0x1f',
    '2.5e3',
    '"s"',
    "'\\u00e9'",
    '"\\x4',
    'a',
    's',
    'obj',
    'arr',
    'b.c',
    '@',
    '@a',
    '@.a',
    'PI',
    'null',
    'true',
    '+',
    '-',
    '*',
    '**',
    '/',
    '%',
    '<<',
    '>>',
    '<=',
    '==',
    '!==',
    '&&',
    '||',
    '!',
    '~',
    '=',
    ',',
    ';',
    '(',
    ')',
    'max(',
    'min(',
    'abs(',
    'num(',
    'str(',
    'bool(',
    'foo(',
    ' ',
    '#',
    '$',
    '.',
    '\u00a0',
  ];
  const tokenSoup = fc.array(fc.constantFrom(...pieces), { maxLength: 40 }).map((parts) => parts.join(''));
  const anyText = fc.string({ unit: 'binary', maxLength: 60 });

  it.each([
    ['token soup', tokenSoup],
    ['any text', anyText],
  ])('%s', (_name, source) => {
    fc.assert(
      fc.property(source, (text) => {
        const compiled = compileExpression(text, limits);
        const outcome = runExpression(compiled, frameEnv(data), limits);
        expect(typeof outcome.output).toBe('string');
        if (!compiled.debug) expect(outcome.output.length).toBeLessThanOrEqual(Math.max(64, text.length, 24));
        expect(outcome.errors.length).toBeLessThanOrEqual(2 * (text.length + 1));
        if (compiled.compileError !== undefined) expect(outcome.errors).toEqual([]);
        if (outcome.errors.length > 0) expect(outcome.locals).toBeNull();
      }),
      { numRuns: 1000 },
    );
  });
});
