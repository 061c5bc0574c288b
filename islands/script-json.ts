/**
 * JSON that is safe inside a `<script>` element: `<`, `>` and `&` cannot open a tag, close the
 * script or start an entity, and U+2028/U+2029 cannot end a line in older JavaScript parsers.
 * The escapes are JSON escapes, so `JSON.parse(textContent)` returns the original value.
 */
const ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};
const UNSAFE = /[<>&\u2028\u2029]/g;

export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(UNSAFE, (ch) => ESCAPES[ch]);
}
