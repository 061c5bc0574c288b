/**
 * JSON text read from a request (a whole body, or a field holding JSON text such as a cart
 * entry's additionalFields): its nesting is capped before it is parsed, and the parsed value
 * holds only storable strings (keys too) and finite numbers. Deep nesting would cost stack in
 * every recursive walk after it (and PostgreSQL's jsonb refuses it); 1e999 parses to Infinity.
 *
 * @example
 *   const parsed = parseJsonText('{"a":1}');
 *   if (!parsed.ok) throw new PayloadError({ [parsed.path.join('.') || 'body']: parsed.message });
 */
import * as v from 'valibot';
import { INPUT_MESSAGES } from './input-messages';
import { isSafeText, safeString } from './text-rules';

/** Deeper than any body or JSON-text field we accept. */
export const MAX_JSON_DEPTH = 32;

export type JsonTextResult = { ok: true; value: unknown } | { ok: false; message: string; path: string[] };

export function parseJsonText(text: string, maxDepth: number = MAX_JSON_DEPTH): JsonTextResult {
  if (jsonDepth(text) > maxDepth) return { ok: false, message: INPUT_MESSAGES.tooDeep(maxDepth), path: [] };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, message: INPUT_MESSAGES.invalidJson, path: [] };
  }
  const problem = findJsonProblem(value, []);
  return problem ? { ok: false, ...problem } : { ok: true, value };
}

/**
 * The deepest nesting of brackets outside strings. A scan, not a parse: it never recurses, and
 * text that is not JSON at all is left for JSON.parse to refuse.
 */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c)
        i++; // backslash: skip the escaped character
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x7b || ch === 0x5b) deepest = Math.max(deepest, ++depth);
    else if (ch === 0x7d || ch === 0x5d) depth--;
  }
  return deepest;
}

/** The first string (or key) that cannot be stored, or number that is not finite, with its path. */
function findJsonProblem(value: unknown, path: string[]): { message: string; path: string[] } | undefined {
  if (typeof value === 'string')
    return isSafeText(value) ? undefined : { message: INPUT_MESSAGES.textNotAllowed, path };
  if (typeof value === 'number')
    return Number.isFinite(value) ? undefined : { message: INPUT_MESSAGES.notFinite, path };
  if (value === null || typeof value !== 'object') return undefined;
  const entries: [string, unknown][] = Array.isArray(value)
    ? value.map((item, index) => [String(index), item])
    : Object.entries(value);
  for (const [key, item] of entries) {
    if (!isSafeText(key)) return { message: INPUT_MESSAGES.textNotAllowed, path: [...path, key] };
    const problem = findJsonProblem(item, [...path, key]);
    if (problem) return problem;
  }
  return undefined;
}

/**
 * A field holding JSON text (spec §7 "additionalFields (JSON text)"), parsed with the checks
 * above; `accept` says which parsed values the field takes, `message` is the answer otherwise
 * (`notText` when the value is not a string at all). A string or number inside the text that
 * cannot be kept is named by its path within the field (`data.url`).
 */
export function jsonTextField<T>(
  accept: (value: unknown) => value is T,
  message: string,
  notText = message,
  { maxLength = 20_000, maxDepth = MAX_JSON_DEPTH }: { maxLength?: number; maxDepth?: number } = {},
) {
  return v.pipe(
    safeString(notText),
    v.maxLength(maxLength, message),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const parsed = parseJsonText(dataset.value, maxDepth);
      if (parsed.ok && accept(parsed.value)) return parsed.value;
      if (!parsed.ok && parsed.path.length > 0) {
        const [first, ...rest] = parsed.path.map((key) => ({
          type: 'unknown' as const,
          origin: 'value' as const,
          input: dataset.value,
          key,
          value: undefined,
        }));
        addIssue({ message: parsed.message, path: [first!, ...rest] });
      } else {
        addIssue({ message: parsed.ok || parsed.message === INPUT_MESSAGES.invalidJson ? message : parsed.message });
      }
      return NEVER;
    }),
  );
}
