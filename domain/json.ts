/** Content and request bodies are untrusted JSON: the one test for "a JSON object" the rules share. */

/** A plain object (not an array, not null). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
