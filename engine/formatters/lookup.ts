/** Reaching into values: `get`, `lookup`, `prop`, `key-by`. */
import { propertyPath, toText } from '../convert';
import type { ArgumentRule, Formatter } from '../types';

const MAX_INDEX = 2 ** 31 - 1;

/** A dotted path as reference segments: digit runs that fit 0…2³¹−1 become indexes. */
export function pathSegments(path: string): Array<string | number> {
  return path.split('.').map((segment) => {
    if (!/^\d+$/.test(segment)) return segment;
    const index = Number(segment);
    return index <= MAX_INDEX ? index : segment;
  });
}

/** Each arg is a reference (v innermost); its value is the key, or the path when it is an array. */
export const get: Formatter = (value, args, scope) => {
  let current = value;
  for (const reference of args) {
    const key = scope.resolve(reference);
    if (key === undefined) return undefined;
    const segments = Array.isArray(key) ? key.map(keySegment) : [keySegment(key)];
    current = propertyPath(current, ...segments);
    if (current === undefined) return undefined;
  }
  return current;
};

const keySegment = (key: unknown): string | number => (typeof key === 'number' ? key : toText(key));

/** Resolves the arg, then resolves its text as a reference. */
export const lookup: Formatter = (_value, args, scope) => {
  if (args.length === 0 || args[0] === '') return '';
  return scope.resolve(toText(scope.resolve(args[0])));
};

export const prop: Formatter = (value, args) => propertyPath(value, ...args.flatMap(pathSegments));

/**
 * Maps String(element at PATH) to the element. Keys are defined rather than assigned, so
 * a key `__proto__` becomes an ordinary own property instead of replacing the prototype.
 */
export const keyBy: Formatter = (value, args) => {
  const result: Record<string, unknown> = {};
  if (!Array.isArray(value) || args.length === 0 || args[0] === '') return result;
  const segments = pathSegments(args[0]);
  for (const element of value) {
    const key = propertyPath(element, ...segments);
    if (key === undefined) continue;
    Object.defineProperty(result, String(key), {
      value: element,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return result;
};

/** Without a path these print nothing (`lookup`, `key-by`) or the value itself (`prop`). */
export const lookupArguments: Record<string, ArgumentRule> = {
  lookup: { minArgs: 1 },
  prop: { minArgs: 1 },
  'key-by': { minArgs: 1 },
};

export const lookupFormatters: Record<string, Formatter> = {
  get,
  lookup,
  prop,
  'key-by': keyBy,
};
