/** Slugs for class names, by the `slugify` rule (§10). */
import { toText } from '../../convert';

/** ASCII letters, digits, whitespace and `-` kept; whitespace runs become `-`; lower case. */
export function slug(value: unknown): string {
  return toText(value)
    .replace(/[^A-Za-z0-9\s-]/g, '')
    .replace(/\s+/g, '-')
    .toLowerCase();
}
