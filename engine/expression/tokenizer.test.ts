import { describe, expect, it } from 'vitest';
import { tokenize } from './tokenizer';
import { evaluate } from './test-env';

const detail = (source: string): string | undefined => {
  const result = tokenize(source, 0);
  return 'error' in result ? result.error : undefined;
};

describe('§7.1 whitespace and unexpected characters', () => {
  it('skips space, tab, LF, CR and U+00A0', () => {
    expect(evaluate('1 +\t2\n*\r3\u00a0').output).toBe('7');
  });

  it.each([
    ['1 $ 2', 'Unexpected character at 2: "$"'],
    ['1 \b 2', 'Unexpected backspace at 2: "\\b"'],
    ['1 \f 2', 'Unexpected form feed at 2: "\\f"'],
    ['1 \u000b 2', 'Unexpected control character at 2: "\\u000b"'],
    ['1 \u0001', 'Unexpected control character at 2: "\\u0001"'],
    ['é', 'Unexpected character at 0: "é"'],
    ['"é" $', 'Unexpected character at 4: "$"'],
    ['\ud83d\ude00', 'Unexpected character at 0: "\\ud83d"'],
    ['.5', 'Unexpected character at 0: "."'],
    ['_x', 'Unexpected character at 0: "_"'],
    ['$1', 'Unexpected character at 0: "$"'],
    ['a.b.', 'Unexpected character at 3: "."'],
    ['a..b', 'Unexpected character at 1: "."'],
    ['1 # 2', 'Unexpected character at 2: "#"'],
  ])('%j: %s', (source, message) => {
    expect(detail(source)).toBe(message);
  });

  it('quotes the text without the debug # and counts offsets in it', () => {
    expect(evaluate('# 1 $ ').errors).toEqual([
      'RuntimeError: Error parsing expression: " 1 $ ": Unexpected character at 3: "$"',
    ]);
  });
});

describe('§7.1 numbers', () => {
  it.each([
    ['1.', '1'],
    ['1.e5', '100000'],
    ['1E-5', '0.00001'],
    ['0x1f', '31'],
    ['0X1F', '31'],
    ['09', '9'],
    ['1e400', 'Infinity'],
    ['0xFFFFFFFFFFFFFFFFFF', '4.722366482869645e+21'],
  ])('%s is %s', (source, output) => {
    expect(evaluate(source).output).toBe(output);
  });

  it('stops at the first character that cannot continue the literal', () => {
    expect(evaluate('#1x; 0x1fg; 1e5e5; 1.a').output).toBe('EVAL=[[1 x], [31 g], [100000 e5], [1 a]] -> ');
  });

  it.each([
    ['1..2', 'Duplicate decimal point in number'],
    ['1.5.3', 'Duplicate decimal point in number'],
    ['2.5e2.5', 'Duplicate decimal point in number'],
    ['1e5.', 'Unexpected decimal point in exponent'],
    ['1e', 'Expected a digit after exponent in decimal number'],
    ['1e+', 'Expected a digit after exponent in decimal number'],
    ['1ee', 'Expected a digit after exponent in decimal number'],
    ['0x', 'Expected digits after start of hex number'],
    ['0xg', 'Expected digits after start of hex number'],
  ])('%s: %s', (source, message) => {
    expect(detail(source)).toBe(message);
  });
});

describe('§7.1 strings', () => {
  it.each([
    ['"a\\nb\\tc\\fd\\re"', 'a\nb\tc\fd\re'],
    ['"\\b\\q\\\\\\"\\\'"', 'bq\\"\''],
    ["'a\"b'", 'a"b'],
    ['"\\x41\\u00e9\\U0001F600"', 'Aé😀'],
    ['"\\u00411"', 'A1'],
    ['"\\x7b\\x7d"', '{}'],
    ['"\\ud83d\\ude00"', '😀'],
    ['"\\ud800"', '\ud800'],
    ['"\\x00\\x08\\x09\\x0a\\x0b\\x0c\\x0d\\x0e\\x1f\\x7f"', '  \t\n\u000b\f\r  \u007f'],
    ['"\\U00110000\\UFFFFFFFF"', '  '],
    ['"raw\ttab\u0001"', 'raw\ttab\u0001'],
    ['"a\\\nb"', 'a\nb'],
  ])('%s', (source, value) => {
    expect(tokenize(source, 0)).toEqual({ tokens: [{ kind: 'value', value }] });
  });

  it.each([
    ['"a\nb"', 'Illegal bare line feed character in string literal'],
    ['"a\rb"', 'Illegal bare carriage return character in string literal'],
    ['"\\x4"', 'Invalid 2-char hex escape found'],
    ['"\\x4g"', 'Invalid 2-char hex escape found'],
    ['"\\u004"', 'Invalid unicode escape found'],
    ['"\\U0001F60"', 'Invalid unicode escape found'],
    ['"abc', 'Unterminated string'],
    ['"abc\\"', 'Unterminated string'],
    ['"\\', 'Unterminated string'],
  ])('%j: %s', (source, message) => {
    expect(detail(source)).toBe(message);
  });
});

describe('§7.1 names', () => {
  it('reads references with the template grammar', () => {
    const data = { 'a-b': 5, a: 7, b: 1, $foo: { $bar: 4 }, x_1: 2, list: [9, 8], big: { '2147483648': 3 } };
    expect(evaluate('#a-b; a - b; $foo.$bar; x_1; list.01; big.2147483648; @.a', data).output).toBe(
      'EVAL=[[a-b], [a b <subtract>], [$foo.$bar], [x_1], [list.1], [big.2147483648], [@.a]] -> 7',
    );
  });

  it('splits @ from what cannot follow it', () => {
    expect(evaluate('#@1; @@').output).toBe('EVAL=[[@ 1], [@ @]]');
  });

  it('constants beat data keys; @.PI reads the key', () => {
    const data = { PI: 1, null: 2, true: 3, NaN: 4 };
    expect(evaluate('#PI; E; Infinity; NaN; null; true; false; @.PI', data).output).toBe(
      'EVAL=[[3.141592653589793], [2.718281828459045], [Infinity], [NaN], [null], [true], [false], [@.PI]] -> 1',
    );
    expect(evaluate('PI.x', { PI: { x: 3 } }).output).toBe('3');
  });

  it('a single-segment name before ( is a call, whitespace allowed', () => {
    expect(evaluate('max (1, 2) + max\n(3)').output).toBe('5');
  });

  it.each([
    ['a (1)', 'Invalid function a'],
    ['@a(1)', 'Invalid function @a'],
    ['@(1)', 'Invalid function @'],
    ['$a(1)', 'Invalid function $a'],
    ['constructor(1)', 'Invalid function constructor'],
    ['1; foo(1)', 'Invalid function foo'],
  ])('%s: %s', (source, message) => {
    expect(detail(source)).toBe(message);
  });

  it('a multi-segment name, a constant or a literal before ( is followed by a group', () => {
    expect(evaluate('#a.b(1); PI(2); 1(3)').output).toBe('EVAL=[[a.b 1], [3.141592653589793 2], [1 3]] -> 3');
  });
});

describe('§7.1 operators', () => {
  it('longest match wins', () => {
    expect(evaluate('#1 <<= 2; 1 ==== 2; a>>>b').output).toBe(
      'EVAL=[[1 <left shift> 2 <assign>], [1 <strict equality> 2 <assign>], [a <right shift> b <greater than>]]',
    );
  });

  it('+ and - are unary at the start and after any operator token but )', () => {
    expect(evaluate('#-1; 2 - -3; (1) - 1; max(-1), +2; 1 2 -3').output).toBe(
      'EVAL=[[1 <unary minus>], [2 3 <unary minus> <subtract>], [1 1 <subtract>], [<args> 1 <unary minus> max() 2 <unary plus>], [1 2 3 <subtract>]] -> -1',
    );
  });
});

describe('§7.6 token limit', () => {
  const limits = { maxTokens: 10, maxStringLength: 0, maxRecursionDepth: 0 };

  it('passes 9 tokens and fails 11 with N = 10', () => {
    expect(evaluate('1 + 3 + 5 + 7 + 9', {}, limits).output).toBe('25');
    expect(evaluate('1 + 3 + 5 + 7 + 9 + 11', {}, limits).errors).toEqual([
      'RuntimeError: Error parsing expression: "1 + 3 + 5 + 7 + 9 + 11": Expression exceeds the maximum number of allowed tokens: 10',
    ]);
  });

  it('counts parens, commas and semicolons, and a call as name plus paren', () => {
    expect(detail2('(1)', 3)).toBeUndefined();
    expect(detail2('(1);', 3)).toBe('Expression exceeds the maximum number of allowed tokens: 3');
    expect(detail2('1, 2', 3)).toBeUndefined();
    expect(detail2('1 1 max(1)', 3)).toBe('Expression exceeds the maximum number of allowed tokens: 3');
    expect(detail2('1 1 a(1)', 3)).toBe('Invalid function a');
    expect(detail2('1 1 1 a(1)', 3)).toBe('Expression exceeds the maximum number of allowed tokens: 3');
  });

  it('is off at 0', () => {
    expect(detail2('1 '.repeat(5000), 0)).toBeUndefined();
  });
});

function detail2(source: string, maxTokens: number): string | undefined {
  const result = tokenize(source, maxTokens);
  return 'error' in result ? result.error : undefined;
}
