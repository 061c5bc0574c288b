/** Expression values and the num/bool/str conversions of §7.4. */
import { isTruthy, toText } from '../convert';
import { parseNumberText } from './number-literal';

/** What a literal, a constant or a resolved reference to a scalar is. */
export type Scalar = number | string | boolean | null;

/** Scalars can be operated on; objects, arrays and the evaluator's markers cannot (§7.4). */
export function isUsable(value: unknown): value is Scalar {
  return value === null || typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean';
}

export function num(value: Scalar): number {
  switch (typeof value) {
    case 'number':
      return value;
    case 'boolean':
      return value ? 1 : 0;
    case 'string':
      return parseNumberText(value);
    default:
      return 0;
  }
}

/** JavaScript truthiness, which on scalars is the same as the template language's (§1.2). */
export function bool(value: Scalar): boolean {
  return isTruthy(value);
}

/** toText, except that null is `null`, as JavaScript's String prints it. */
export function str(value: Scalar): string {
  return value === null ? 'null' : toText(value);
}

/** Names that are literals, not references; they win over data keys of the same name (§7.1). */
export const CONSTANTS: ReadonlyMap<string, Scalar> = new Map<string, Scalar>([
  ['null', null],
  ['true', true],
  ['false', false],
  ['PI', Math.PI],
  ['E', Math.E],
  ['Infinity', Infinity],
  ['NaN', NaN],
]);
