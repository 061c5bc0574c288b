/**
 * Counting the parameters of URL-encoded text (a query string) as a query parser does, so the
 * URL guard refuses more than `QUERY_PARSER_MAX_KEYS` (1000, spec §9). Form bodies are read by
 * `readForm` (read-body.ts), which counts their fields the same way.
 */

/** Parameters as a query parser counts them: `&`-separated, empty ones skipped. */
export function queryTextKeyCount(text: string): number {
  let count = 0;
  for (const part of text.split('&')) if (part !== '') count++;
  return count;
}
