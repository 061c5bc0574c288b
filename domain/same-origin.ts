/**
 * The one check of every address the product sends a browser to after an action: a sign-in's
 * `next`, a form's success redirect, the owner app's return path. The address is resolved the
 * way a browser resolves it (WHATWG URL: tabs and newlines dropped, `\` read as `/`, dot
 * segments removed), so `/\t/evil.example`, which a prefix test would take for a path, is seen
 * as `//evil.example` and refused. Server and islands both call it, so they never disagree.
 *
 * @example
 *   sameOriginPath('/members?x=1', 'https://shop.example'); // '/members?x=1'
 *   sameOriginPath('/%09/evil.example', 'https://shop.example'); // '/%09/evil.example' (a path)
 *   sameOriginPath('/\t/evil.example', 'https://shop.example'); // undefined
 */

/** Longest address followed; a longer one is refused rather than cut. */
export const REDIRECT_TARGET_MAX = 2000;

/**
 * `target` as a path (with query and fragment) on `origin`, or undefined when a browser would
 * leave `origin` following it, or it is not text. The answer is the parsed address written
 * again, so what is followed is what was checked.
 */
export function sameOriginPath(target: unknown, origin: string): string | undefined {
  if (typeof target !== 'string' || target === '' || target.length > REDIRECT_TARGET_MAX) return undefined;
  let base: URL;
  let url: URL;
  try {
    base = new URL(origin);
    url = new URL(target, base);
  } catch {
    return undefined;
  }
  if (url.origin !== base.origin || base.origin === 'null') return undefined;
  const path = url.pathname + url.search + url.hash;
  // A path that dot segments reduced to `//host` would be read as another origin when sent on.
  return path.startsWith('//') ? undefined : path;
}
