/** What each operator does to its (usable) operands (§7.4). */
import type { BinaryDescription, UnaryDescription } from './operators';
import { bool, num, str } from './values';
import type { Scalar } from './values';

export function applyUnary(description: UnaryDescription, value: Scalar): Scalar {
  switch (description) {
    case 'unary minus':
      return -1 * num(value);
    case 'unary plus':
      return num(value);
    case 'logical not':
      return !bool(value);
    case 'bitwise not':
      return ~num(value);
  }
}

/**
 * Apply a binary operator. Returns undefined only when `+` would build a string longer
 * than `maxStringLength` (0 means no limit).
 */
export function applyBinary(
  description: BinaryDescription,
  a: Scalar,
  b: Scalar,
  maxStringLength: number,
): Scalar | undefined {
  switch (description) {
    case 'add':
      return add(a, b, maxStringLength);
    case 'subtract':
      return num(a) - num(b);
    case 'multiply':
      return num(a) * num(b);
    case 'divide':
      return num(a) / num(b);
    case 'modulus':
      return num(a) % num(b);
    case 'exponent':
      return num(a) ** num(b);
    case 'left shift':
      return num(a) << num(b);
    case 'right shift':
      return num(a) >> num(b);
    case 'bitwise and':
      return num(a) & num(b);
    case 'bitwise xor':
      return num(a) ^ num(b);
    case 'bitwise or':
      return num(a) | num(b);
    case 'logical and':
      return bool(a) && bool(b);
    case 'logical or':
      return bool(a) || bool(b);
    case 'strict equality':
      return a === b;
    case 'strict inequality':
      return a !== b;
    default:
      return compareLoosely(description, a as Loose, b as Loose);
  }
}

function add(a: Scalar, b: Scalar, maxStringLength: number): Scalar | undefined {
  if (typeof a !== 'string' && typeof b !== 'string') return num(a) + num(b);
  const left = str(a);
  const right = str(b);
  if (maxStringLength > 0 && left.length + right.length > maxStringLength) return undefined;
  return left + right;
}

/** The relational and loose-equality operators keep JavaScript's own coercions on the raw values. */
type Loose = number;

function compareLoosely(description: BinaryDescription, a: Loose, b: Loose): boolean {
  switch (description) {
    case 'less than':
      return a < b;
    case 'less than or equal':
      return a <= b;
    case 'greater than':
      return a > b;
    case 'greater than or equal':
      return a >= b;
    case 'equality':
      // biome-ignore lint/suspicious/noDoubleEquals: the language's == is JavaScript's loose equality
      return a == b;
    default:
      // biome-ignore lint/suspicious/noDoubleEquals: the language's != is JavaScript's loose inequality
      return a != b;
  }
}
