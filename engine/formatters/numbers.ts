/** Counting and arithmetic: `count`, `cycle`, `iter`, `mod`, `round`. */
import { toNumber } from '../convert';
import { integerAt } from '../arguments';
import type { ArgumentRule, Formatter } from '../types';

const DEFAULT_DIVISOR = 2;

/** Object → number of keys; array or string → length in UTF-16 units; else 0. */
export const count: Formatter = (value) => {
  if (typeof value === 'string' || Array.isArray(value)) return value.length;
  if (value !== null && typeof value === 'object') return Object.keys(value).length;
  return 0;
};

/** The 1-based value picks an arg, wrapping both ways (0 → last, −1 → second to last). */
export const cycle: Formatter = (value, args) => {
  const position = toNumber(value);
  if (!Number.isInteger(position) || args.length === 0) return undefined;
  const n = args.length;
  return args[(((position - 1) % n) + n) % n];
};

export const iter: Formatter = (_value, _args, scope) => (scope.loopIndex === undefined ? '' : String(scope.loopIndex));

/** JavaScript remainder; a missing, zero or non-numeric divisor means 2. */
export const mod: Formatter = (value, args) => {
  const divisor = args.length > 0 ? parseInt(args[0], 10) : NaN;
  return toNumber(value) % (divisor ? divisor : DEFAULT_DIVISOR);
};

export const round: Formatter = (value) => Math.round(toNumber(value));

/** `cycle` without values has nothing to pick; a divisor `mod` cannot read silently becomes 2. */
export const numberArguments: Record<string, ArgumentRule> = {
  cycle: { minArgs: 1 },
  mod: { check: integerAt(0) },
};

export const numberFormatters: Record<string, Formatter> = {
  count,
  cycle,
  iter,
  mod,
  round,
};
