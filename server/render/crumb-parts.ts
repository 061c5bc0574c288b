/**
 * A page cut where the visitor's crumb stands, the one shape the renders kept for reuse
 * (render-reuse.ts), the gzip memo (render-gzip-memo.ts) and the page cache (page-cache.ts)
 * hold a page in: joining the parts with a crumb gives the page with that crumb.
 */

/** `html` cut at every `crumb`; without a crumb the page is one part (split('') would cut it into characters). */
export function cutAtCrumb(html: string, crumb: string): string[] {
  return crumb === '' ? [html] : html.split(crumb);
}

/** The same parts in the same order: by identity first, as a reused render hands over the very strings. */
export function sameParts(a: readonly string[], b: readonly string[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
