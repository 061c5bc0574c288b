/** Property paths over JSON data, own properties only. */
import { ownProperty } from '../../convert';

/** Follow `keys` from `value` (strings key objects, numbers index arrays); missing on any miss. */
export function dig(value: unknown, ...keys: Array<string | number>): unknown {
  let current = value;
  for (const key of keys) {
    current = ownProperty(current, key);
    if (current === undefined) return undefined;
  }
  return current;
}

/** A plain object (not an array, not null). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
