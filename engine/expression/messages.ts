/** Every error text of the expression language (§7.1, §7.2, §7.6), word for word. */

export const NUMBER_ERRORS = {
  duplicateDot: 'Duplicate decimal point in number',
  dotInExponent: 'Unexpected decimal point in exponent',
  exponentDigit: 'Expected a digit after exponent in decimal number',
  hexDigits: 'Expected digits after start of hex number',
} as const;

export const STRING_ERRORS = {
  bareLineFeed: 'Illegal bare line feed character in string literal',
  bareCarriageReturn: 'Illegal bare carriage return character in string literal',
  hexEscape: 'Invalid 2-char hex escape found',
  unicodeEscape: 'Invalid unicode escape found',
  unterminated: 'Unterminated string',
} as const;

const CHARACTER_KINDS: Readonly<Record<number, string>> = {
  8: 'backspace',
  9: 'tab',
  10: 'line feed',
  12: 'form feed',
  13: 'carriage return',
};

/** `Unexpected <kind> at <offset>: <char as JSON>` for a character no token starts with. */
export function unexpectedCharacter(char: string, offset: number): string {
  const code = char.charCodeAt(0);
  const kind = CHARACTER_KINDS[code] ?? (code < 32 ? 'control character' : 'character');
  return `Unexpected ${kind} at ${offset}: ${JSON.stringify(char)}`;
}

export const invalidFunction = (name: string): string => `Invalid function ${name}`;

export const MISMATCHED_LEFT = 'Mismatched operator found: left paren';
export const MISMATCHED_RIGHT = 'Mismatched operator found: right paren';

export const tooManyTokens = (limit: number): string =>
  `Expression exceeds the maximum number of allowed tokens: ${limit}`;

export const tooDeep = (limit: number): string => `Expression exceeds the maximum recursion depth: ${limit}`;

export const functionError = (name: string): string => `Error calling function ${name}`;

export const invalidArguments = (description: string): string => `Invalid arguments to operator ${description}`;

export const tooLong = (limit: number): string => `Concatenation would exceed maximum string length ${limit}`;

export const UNEXPECTED_ON_STACK = 'Reduce error: unexpected token on stack';

export const parseError = (text: string, detail: string): string =>
  `RuntimeError: Error parsing expression: ${JSON.stringify(text)}: ${detail}`;

export const reduceError = (text: string, detail: string): string =>
  `RuntimeError: Error reducing expression: ${text}: ${detail}`;

/** Detail for an exception that escaped our own code (a bug, or a throwing host resolver). */
export function internalError(caught: unknown): string {
  if (caught instanceof Error) return `Unexpected ${caught.name}: ${caught.message}`;
  return `Unexpected error: ${String(caught)}`;
}
