/**
 * JSON that is safe inside a `<script>` element: `<`, `>` and `&` cannot open a tag, close the
 * script or start an entity, and U+2028/U+2029 cannot end a line in older JavaScript parsers.
 * The escapes are JSON escapes, so `JSON.parse(textContent)` returns the original value.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
