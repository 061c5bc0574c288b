/** Splits expression text into tokens (§7.1), counting them against the token limit (§7.6). */
import { FUNCTION_NAMES } from './functions';
import type { FunctionName } from './functions';
import { invalidFunction, tooManyTokens, unexpectedCharacter } from './messages';
import { scanNumber } from './number-literal';
import { OPERATORS, UNARY_MINUS, UNARY_PLUS } from './operators';
import type { OperatorDef } from './operators';
import { scanReference } from './reference';
import type { Reference } from './reference';
import { scanString } from './string-literal';
import { CONSTANTS } from './values';
import type { Scalar } from './values';

/** A `call` token stands for the function name and its opening paren. */
export type Token =
  | { readonly kind: 'value'; readonly value: Scalar }
  | { readonly kind: 'ref'; readonly ref: Reference }
  | { readonly kind: 'call'; readonly name: FunctionName }
  | { readonly kind: 'operator'; readonly op: OperatorDef }
  | { readonly kind: '(' }
  | { readonly kind: ')' }
  | { readonly kind: ',' }
  | { readonly kind: ';' };

type Tokenized = { tokens: Token[] } | { error: string };

const operatorToken = (op: OperatorDef): Token => Object.freeze({ kind: 'operator', op });
const SYMBOL_TOKENS: ReadonlyMap<string, Token> = new Map<string, Token>([
  ...[...OPERATORS].map(([symbol, op]): [string, Token] => [symbol, operatorToken(op)]),
  ...(['(', ')', ',', ';'] as const).map((kind): [string, Token] => [kind, Object.freeze({ kind })]),
]);
const PREFIX_TOKENS: ReadonlyMap<string, Token> = new Map([
  ['+', operatorToken(UNARY_PLUS)],
  ['-', operatorToken(UNARY_MINUS)],
]);
/** Longest first, so that `===` wins over `==` and `=`. */
const SYMBOLS = [...SYMBOL_TOKENS.keys()].sort((a, b) => b.length - a.length);

const isWhitespace = (c: number): boolean => c === 32 || c === 9 || c === 10 || c === 13 || c === 0xa0;
const isDigit = (c: number): boolean => c >= 48 && c <= 57;

export function tokenize(text: string, maxTokens: number): Tokenized {
  const tokens: Token[] = [];
  let counted = 0;
  const overLimit = (): boolean => maxTokens > 0 && ++counted > maxTokens;
  let i = 0;
  while (i < text.length) {
    if (isWhitespace(text.charCodeAt(i))) {
      i++;
      continue;
    }
    const scan = scanToken(text, i, tokens[tokens.length - 1]);
    if ('error' in scan) return scan;
    if (overLimit()) return { error: tooManyTokens(maxTokens) };
    if ('call' in scan) {
      // The name counts before its validity is checked; its paren counts as a second token.
      if (!FUNCTION_NAMES.has(scan.call)) return { error: invalidFunction(scan.call) };
      if (overLimit()) return { error: tooManyTokens(maxTokens) };
      tokens.push({ kind: 'call', name: scan.call as FunctionName });
    } else {
      tokens.push(scan.token);
    }
    i = scan.end;
  }
  return { tokens };
}

type Scan = { token: Token; end: number } | { call: string; end: number } | { error: string };

function scanToken(text: string, start: number, previous: Token | undefined): Scan {
  const c = text.charCodeAt(start);
  if (isDigit(c) || c === 34 || c === 39) {
    const scan = isDigit(c) ? scanNumber(text, start) : scanString(text, start);
    return 'error' in scan ? scan : { token: { kind: 'value', value: scan.value }, end: scan.end };
  }
  const name = scanReference(text, start);
  if (name !== undefined) return nameToken(text, name.ref, name.end);
  const symbol = SYMBOLS.find((s) => text.startsWith(s, start));
  if (symbol === undefined) return { error: unexpectedCharacter(text[start], start) };
  const prefix = startsOperand(previous) ? PREFIX_TOKENS.get(symbol) : undefined;
  return { token: prefix ?? (SYMBOL_TOKENS.get(symbol) as Token), end: start + symbol.length };
}

/** A constant, a function call (a single-segment name before `(`) or a reference. */
function nameToken(text: string, ref: Reference, end: number): Scan {
  if (ref.segments.length !== 1) return { token: { kind: 'ref', ref }, end };
  const name = String(ref.segments[0]);
  if (CONSTANTS.has(name)) return { token: { kind: 'value', value: CONSTANTS.get(name) as Scalar }, end };
  let paren = end;
  while (isWhitespace(text.charCodeAt(paren))) paren++;
  if (text.charCodeAt(paren) === 40) return { call: name, end: paren + 1 };
  return { token: { kind: 'ref', ref }, end };
}

/** `+` and `-` are prefix operators at the start and after any operator token but `)`. */
function startsOperand(previous: Token | undefined): boolean {
  return previous === undefined || !(previous.kind === 'value' || previous.kind === 'ref' || previous.kind === ')');
}
