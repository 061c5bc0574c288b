/**
 * The standard conversions of the language reference (§1.2 to §1.4), shared by the
 * executor, the expression language, formatters and predicates.
 */

import { isTruthy } from '../domain';

const hasOwn = Object.prototype.hasOwnProperty;

/** Truthiness (§1.2): used by `.section`, `.if`, `safe` and many platform rules; owned by domain/. */
export { isTruthy };

/** toText (§1.3): scalars as text; null, missing, objects and arrays as "". */
export function toText(value: unknown): string {
  switch (typeof value) {
    case 'string':
      return value;
    case 'number':
      return String(value);
    case 'boolean':
      return value ? 'true' : 'false';
    default:
      return '';
  }
}

/** toNumber (§1.3): `parseFloat` when the text has a dot, else `parseInt` base 10. */
export function toNumber(value: unknown): number {
  switch (typeof value) {
    case 'number':
      return value;
    case 'boolean':
      return value ? 1 : 0;
    case 'string':
      return value.includes('.') ? parseFloat(value) : parseInt(value, 10);
    default:
      return 0;
  }
}

/** toFlag (§1.3): a strict boolean. */
export function toFlag(value: unknown): boolean {
  switch (typeof value) {
    case 'boolean':
      return value;
    case 'string':
      return value === 'true';
    case 'number':
      return value !== 0 && Number.isInteger(value);
    default:
      return false;
  }
}

/** How a value prints when written to the output (§1.4): toText, except that arrays print their elements. */
export function printValue(value: unknown): string {
  return Array.isArray(value) ? value.map(printArrayElement).join(',') : toText(value);
}

function printArrayElement(element: unknown): string {
  if (element === null) return 'null';
  // Nested containers print as JavaScript's default conversion, as the reference engine does.
  if (typeof element === 'object') return defaultText(element);
  return printValue(element);
}

/**
 * `String(value)`, which throws for data without a usable conversion (an object made with a
 * null prototype, or one whose own `toString` is not a function): such data prints as an
 * object does, so printing never throws (and the generated tier, which joins a run of output
 * into one append, agrees with the closures).
 */
function defaultText(value: object): string {
  try {
    return String(value);
  } catch {
    if (!Array.isArray(value)) return '[object Object]';
    return value
      .map((element) =>
        element === null || element === undefined
          ? ''
          : typeof element === 'object'
            ? defaultText(element)
            : String(element),
      )
      .join(',');
  }
}

/** An own property of an object, or an array element by integer index; undefined (missing) otherwise. */
export function ownProperty(container: unknown, key: string | number): unknown {
  if (container === null || typeof container !== 'object') return undefined;
  if (Array.isArray(container)) {
    return typeof key === 'number' ? container[key] : undefined;
  }
  const name = typeof key === 'number' ? String(key) : key;
  return hasOwn.call(container, name) ? (container as Record<string, unknown>)[name] : undefined;
}

/** Follows `keys` from `value` (strings key objects, numbers index arrays) through own properties only; missing on any miss. */
export function propertyPath(value: unknown, ...keys: ReadonlyArray<string | number>): unknown {
  let current = value;
  for (const key of keys) {
    current = ownProperty(current, key);
    if (current === undefined) return undefined;
  }
  return current;
}
