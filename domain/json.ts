/** Content and request bodies are untrusted JSON: the one test for "a JSON object" the rules share. */

/** A plain object (not an array, not null). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const hasOwn = Object.prototype.hasOwnProperty;

/**
 * Truthiness of the template language (§1.2), which the language reference's commerce rules
 * ("truthy `onSale`") use too: empty strings, arrays and objects, 0, NaN and null are false.
 */
export function isTruthy(value: unknown): boolean {
  switch (typeof value) {
    case 'string':
      return value.length > 0;
    case 'number':
      return value !== 0 && !Number.isNaN(value);
    case 'boolean':
      return value;
    case 'object':
      if (value === null) return false;
      if (Array.isArray(value)) return value.length > 0;
      for (const key in value) if (hasOwn.call(value, key)) return true;
      return false;
    default:
      return false;
  }
}
