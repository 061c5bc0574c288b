/** The core predicates of §11, keyed as templates spell them. */
import { isTruthy, toNumber } from '../convert';
import { ERRORS } from '../errors/catalogue';
import type { ArgumentRule, Predicate, Scope } from '../types';
import { compare, deepEqual, operand } from './operands';

/** One argument compares the current node with it; two compare each other; none is false. */
function comparison(test: (order: number) => boolean): Predicate {
  return (node, args, scope) => {
    if (args.length === 0) return false;
    if (args.length === 1) return test(compare(node, operand(args[0], scope)));
    return test(compare(operand(args[0], scope), operand(args[1], scope)));
  };
}

function equality(node: unknown, args: string[], scope: Scope): boolean {
  if (args.length === 1) return deepEqual(node, operand(args[0], scope));
  return deepEqual(operand(args[0], scope), operand(args[1], scope));
}

/** `even?`/`odd?` take a reference only: a digit argument is an index, not a number. */
function parity(remainder: number): Predicate {
  return (node, args, scope) => {
    const value = args.length === 0 ? node : scope.resolve(args[0]);
    return typeof value === 'number' && Number.isInteger(value) && Math.abs(value) % 2 === remainder;
  };
}

const nth: Predicate = (node, args, scope) => {
  if (args.length === 0) return false;
  const value = args.length === 1 ? node : operand(args[0], scope);
  const modulus = operand(args[args.length === 1 ? 0 : 1], scope);
  if (!Number.isInteger(value) || !Number.isInteger(modulus) || modulus === 0) return false;
  return Math.abs(value as number) % Math.abs(modulus as number) === 0;
};

export const corePredicates: Record<string, Predicate> = {
  'debug?': (_node, _args, scope) => isTruthy(scope.resolve('debug')),
  'equal?': (node, args, scope) => args.length > 0 && equality(node, args, scope),
  'notEqual?': (node, args, scope) => args.length > 0 && !equality(node, args, scope),
  'greaterThan?': comparison((order) => order > 0),
  'greaterThanOrEqual?': comparison((order) => order >= 0),
  'lessThan?': comparison((order) => order < 0),
  'lessThanOrEqual?': comparison((order) => order <= 0),
  'even?': parity(0),
  'odd?': parity(1),
  'nth?': nth,
  'plural?': (node) => toNumber(node) > 1,
  'singular?': (node) => toNumber(node) === 1,
  /** Registered so templates using it parse; it has never been implemented (§12.10). */
  'units-metric?': (_node, _args, scope) => {
    scope.error(ERRORS.unitsMetricPredicate.message(), ERRORS.unitsMetricPredicate.type);
    return false;
  },
};

/** Operands past the second (past the first for `even?`/`odd?`) are never read; `nth?` needs its modulus. */
export const corePredicateArguments: Record<string, ArgumentRule> = {
  'equal?': { maxArgs: 2 },
  'notEqual?': { maxArgs: 2 },
  'greaterThan?': { maxArgs: 2 },
  'greaterThanOrEqual?': { maxArgs: 2 },
  'lessThan?': { maxArgs: 2 },
  'lessThanOrEqual?': { maxArgs: 2 },
  'even?': { maxArgs: 1 },
  'odd?': { maxArgs: 1 },
  'nth?': { minArgs: 1, maxArgs: 2 },
};
