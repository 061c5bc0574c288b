/** Operand arguments of the comparison predicates (§11) and the comparisons themselves. */
import { toFlag, toNumber, toText } from '../convert';
import { LruCache } from '../lru';
import type { Scope } from '../types';

const LITERAL_LIMIT = 1000;
/** Parsed literal arguments by their text: a pure function's memo, so module-wide and bounded. */
const literals = new LruCache<string, { value: unknown } | null>(LITERAL_LIMIT);

function looksLikeLiteral(arg: string): boolean {
  const c = arg.charCodeAt(0);
  if (c === 34 || c === 91 || c === 123 || (c >= 48 && c <= 57)) return true;
  if (c === 45) {
    const next = arg.charCodeAt(1);
    return next >= 48 && next <= 57;
  }
  return arg === 'true' || arg === 'false' || arg === 'null';
}

function parseLiteral(arg: string): { value: unknown } | null {
  if (!looksLikeLiteral(arg)) return null;
  try {
    return { value: JSON.parse(arg) };
  } catch {
    return null;
  }
}

/** A JSON literal when the argument looks like one and parses; otherwise a reference. */
export function operand(arg: string, scope: Scope): unknown {
  let literal = literals.get(arg);
  if (literal === undefined) {
    literal = parseLiteral(arg);
    literals.set(arg, literal);
  }
  return literal === null ? scope.resolve(arg) : literal.value;
}

/** Type-strict structural equality; missing and null count as the same value (§1.1). */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b || (a == null && b == null)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const other = b as unknown[];
    if (a.length !== other.length) return false;
    for (let i = 0; i < a.length; i++) if (!deepEqual(a[i], other[i])) return false;
    return true;
  }
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  const hasOwn = Object.prototype.hasOwnProperty;
  for (const key of keys) {
    if (!hasOwn.call(b, key)) return false;
    if (!deepEqual((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key])) return false;
  }
  return true;
}

/** compare(a, b), decided by a's type; a NaN numeric comparison counts as "greater". */
export function compare(a: unknown, b: unknown): number {
  switch (typeof a) {
    case 'number': {
      const n = toNumber(b);
      if (Number.isNaN(n) || Number.isNaN(a)) return 1;
      return a < n ? -1 : a > n ? 1 : 0;
    }
    case 'string': {
      const s = toText(b);
      return a < s ? -1 : a > s ? 1 : 0;
    }
    case 'boolean':
      return Number(a) - Number(toFlag(b));
    default:
      return deepEqual(a, b) ? 0 : -1;
  }
}
