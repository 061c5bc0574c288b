import { describe, expect, it } from 'vitest';
import { compileExpression } from './program';
import { evaluate, NO_LIMITS } from './test-env';

const listing = (source: string): string => evaluate(`#${source}`).output.replace(/ -> .*$/s, '');

describe('§7.3 precedence and associativity', () => {
  it.each([
    ['2 + 3 * 4', '[2 3 4 <multiply> <add>]'],
    ['(2 + 3) * 4', '[2 3 <add> 4 <multiply>]'],
    ['2 ** 3 ** 2', '[2 3 2 <exponent> <exponent>]'],
    ['-2 ** 2', '[2 <unary minus> 2 <exponent>]'],
    ['2 ** -1', '[2 1 <unary minus> <exponent>]'],
    ['- - 2', '[2 <unary minus> <unary minus>]'],
    ['!!1', '[1 <logical not> <logical not>]'],
    ['1 - 2 - 3', '[1 2 <subtract> 3 <subtract>]'],
    ['1 << 2 + 3', '[1 2 3 <add> <left shift>]'],
    ['1 < 2 == 3 >= 4', '[1 2 <less than> 3 4 <greater than or equal> <equality>]'],
    ['1 | 2 ^ 3 & 4', '[1 2 3 4 <bitwise and> <bitwise xor> <bitwise or>]'],
    ['1 || 2 && 3 | 4', '[1 2 3 4 <bitwise or> <logical and> <logical or>]'],
    ['@a = @b = 1 + 2', '[@a @b 1 2 <add> <assign> <assign>]'],
    ['1 != 2 !== 3 === 4', '[1 2 <inequality> 3 <strict inequality> 4 <strict equality>]'],
    ['5 % 3 / 2', '[5 3 <modulus> 2 <divide>]'],
  ])('%s', (source, postfix) => {
    expect(listing(source)).toBe(`EVAL=[${postfix}]`);
  });

  it('unary minus binds tighter than **', () => {
    expect(evaluate('-2 ** 2').output).toBe('4');
    expect(evaluate('-2 ** -2').output).toBe('0.25');
  });
});

describe('§7.2 statements, commas and groups', () => {
  it.each([
    ['1;', '[1]'],
    ['1;;2;', '[1], [2]'],
    [';', ''],
    ['()', ''],
    ['1, 2, 3', '[1 2 3]'],
    ['1 + 2, 3', '[1 2 <add> 3]'],
    ['(1, 2)', '[1 2]'],
    ['max((1, 2), 3)', '[<args> 1 2 3 max()]'],
    ['max(, 1)', '[<args> 1 max()]'],
    ['max(1,, 2)', '[<args> 1 2 max()]'],
    ['abs(max(1,2),3)', '[<args> <args> 1 2 max() 3 abs()]'],
    ['max(1)(2)', '[<args> 1 max() 2]'],
    ['@a = 1, 5', '[@a 1 <assign> 5]'],
  ])('%s', (source, statements) => {
    expect(listing(source)).toBe(`EVAL=[${statements}]`);
  });

  it('the value is the top of the stack', () => {
    expect(evaluate('1, 2, 3').output).toBe('3');
    expect(evaluate('1 2 3').output).toBe('3');
    expect(evaluate('a.b(1)').output).toBe('1');
    expect(evaluate('1;').output).toBe('1');
    expect(evaluate('1;;').output).toBe('1');
  });
});

describe('§7.2 mismatched parens', () => {
  it.each([
    ['(1', 'left paren'],
    ['((1', 'left paren'],
    ['max(1, 2', 'left paren'],
    ['1)', 'right paren'],
    [')(', 'right paren'],
    ['max(1; 2)', 'left paren'],
  ])('%s: %s', (source, which) => {
    expect(compileExpression(source, NO_LIMITS).compileError).toBe(
      `RuntimeError: Error parsing expression: ${JSON.stringify(source)}: Mismatched operator found: ${which}`,
    );
  });

  it('lists in debug mode what compiled around the error, as the reference does', () => {
    expect(evaluate('#(1; 2').output).toBe('EVAL=[[2]]');
    expect(evaluate('#1; 2)').output).toBe('EVAL=[[1]]');
    expect(evaluate('#1 + (2; 3').output).toBe('EVAL=[[3 <add>]]');
    expect(evaluate('#abs(1; 2 + 3').output).toBe('EVAL=[[2 abs() 3 <add>]]');
    expect(evaluate('#abs(1; (2)').output).toBe('EVAL=[[2 abs()]]');
    expect(evaluate('#max(abs(1; 2) 3').output).toBe('EVAL=[[2 abs() max() 3]]');
  });

  it('a program with a compile error never runs', () => {
    expect(evaluate('@a = 1; (2')).toMatchObject({ output: '', locals: null });
  });
});

describe('recursion depth limit (ours)', () => {
  const limits = { maxTokens: 0, maxStringLength: 0, maxRecursionDepth: 10 };
  const nest = (depth: number): string => 'abs('.repeat(depth - 1) + '(1' + ')'.repeat(depth);

  it('allows N nested groups and calls, and refuses N + 1', () => {
    expect(evaluate(nest(10), {}, limits)).toMatchObject({ output: '1', errors: [] });
    expect(evaluate(nest(11), {}, limits).errors).toEqual([
      `RuntimeError: Error parsing expression: ${JSON.stringify(nest(11))}: Expression exceeds the maximum recursion depth: 10`,
    ]);
  });

  it('counts open groups, not groups in sequence', () => {
    const flat = Array.from({ length: 50 }, () => '(1)').join(' + ');
    expect(evaluate(flat, {}, limits).output).toBe('50');
  });

  it('is off at 0', () => {
    expect(evaluate('('.repeat(5000) + '1' + ')'.repeat(5000)).output).toBe('1');
  });
});
