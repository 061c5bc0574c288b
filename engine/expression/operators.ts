/** The operator table of the expression language (§7.3): symbols, descriptions, precedence. */

export type UnaryDescription = 'unary plus' | 'unary minus' | 'logical not' | 'bitwise not';

export type BinaryDescription =
  | 'exponent'
  | 'multiply'
  | 'divide'
  | 'modulus'
  | 'add'
  | 'subtract'
  | 'left shift'
  | 'right shift'
  | 'less than'
  | 'greater than'
  | 'less than or equal'
  | 'greater than or equal'
  | 'equality'
  | 'inequality'
  | 'strict equality'
  | 'strict inequality'
  | 'bitwise and'
  | 'bitwise xor'
  | 'bitwise or'
  | 'logical and'
  | 'logical or';

export type OperatorDef =
  | { readonly kind: 'unary'; readonly description: UnaryDescription; readonly precedence: number }
  | { readonly kind: 'binary'; readonly description: BinaryDescription; readonly precedence: number }
  | { readonly kind: 'assign'; readonly description: 'assign'; readonly precedence: number };

const unary = (description: UnaryDescription): OperatorDef =>
  Object.freeze({ kind: 'unary', description, precedence: 17 });
const binary = (description: BinaryDescription, precedence: number): OperatorDef =>
  Object.freeze({ kind: 'binary', description, precedence });

export const UNARY_PLUS = unary('unary plus');
export const UNARY_MINUS = unary('unary minus');

/** Symbols of operator tokens; `+` and `-` map to their binary form and become unary by position. */
export const OPERATORS: ReadonlyMap<string, OperatorDef> = new Map([
  ['!', unary('logical not')],
  ['~', unary('bitwise not')],
  ['**', binary('exponent', 16)],
  ['*', binary('multiply', 15)],
  ['/', binary('divide', 15)],
  ['%', binary('modulus', 15)],
  ['+', binary('add', 14)],
  ['-', binary('subtract', 14)],
  ['<<', binary('left shift', 13)],
  ['>>', binary('right shift', 13)],
  ['<', binary('less than', 12)],
  ['>', binary('greater than', 12)],
  ['<=', binary('less than or equal', 12)],
  ['>=', binary('greater than or equal', 12)],
  ['==', binary('equality', 11)],
  ['!=', binary('inequality', 11)],
  ['===', binary('strict equality', 11)],
  ['!==', binary('strict inequality', 11)],
  ['&', binary('bitwise and', 10)],
  ['^', binary('bitwise xor', 9)],
  ['|', binary('bitwise or', 8)],
  ['&&', binary('logical and', 7)],
  ['||', binary('logical or', 6)],
  ['=', Object.freeze({ kind: 'assign', description: 'assign', precedence: 3 } as const)],
]);

/** Unary operators and assignment group right to left; every binary operator but `**` left to right. */
export function isRightAssociative(op: OperatorDef): boolean {
  return op.kind !== 'binary' || op.description === 'exponent';
}
