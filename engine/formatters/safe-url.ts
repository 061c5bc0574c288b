/**
 * URLs written into `href` or `src`: only http(s), mailto and tel URLs and relative ones pass;
 * any other scheme (javascript:, data:, vbscript:, file:, …) becomes `#`. The scheme is read
 * the way a browser would after decoding the attribute: character references decoded, case
 * ignored, and whitespace and control characters (which browsers strip or skip) removed, so
 * `java&#x61;script:`, ` JavaScript:` and `java\tscript:` are caught too.
 *
 * @example
 *   {url|href}   →  /shop/lamp        (javascript:alert(1) → #)
 */
import { toText } from '../convert';
import type { Formatter } from '../types';
import { escapeAttr } from './escape';

const ALLOWED_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);
export const NEUTRAL_URL = '#';

const NAMED: Record<string, string> = {
  colon: ':',
  tab: '\t',
  newline: '\n',
  sol: '/',
  num: '#',
  quest: '?',
  amp: '&',
};
const REFERENCE = /&(?:#x([0-9a-f]+)|#(\d+)|([a-z]+));?/gi;
// C0 controls, space, DEL, C1 controls and the Unicode spaces: none belongs in a scheme.
const INVISIBLE = /[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u200f\u2028\u2029\u202f\u205f\u3000\ufeff]/g;

/** The URL itself when it is safe to follow, else `#`. */
export function safeUrl(url: string): string {
  const scheme = schemeOf(url);
  if (scheme === undefined) return url;
  // A colon after a path, query or fragment start is part of a relative URL.
  if (/[/?#]/.test(scheme)) return url;
  return ALLOWED_SCHEMES.has(scheme.toLowerCase()) ? url : NEUTRAL_URL;
}

/** What comes before the URL's first colon, as a browser reads it; undefined without a colon. */
function schemeOf(url: string): string | undefined {
  // Without `&` there is no reference to decode, and most of a page's URLs (its own paths) have
  // no colon either. Decoding every URL of every render was ~2% of an uncached blog page (issue 28).
  if (!url.includes('&')) {
    const colon = url.indexOf(':');
    return colon === -1 ? undefined : url.slice(0, colon).replace(INVISIBLE, '');
  }
  const plain = decodeReferences(url).replace(INVISIBLE, '');
  const colon = plain.indexOf(':');
  return colon === -1 ? undefined : plain.slice(0, colon);
}

function decodeReferences(text: string): string {
  let previous: string;
  let decoded = text;
  // Twice at most matters (`&amp;#58;`), but loop until stable with a small bound.
  for (let i = 0; i < 3; i++) {
    previous = decoded;
    decoded = decoded.replace(
      REFERENCE,
      (whole, hex: string | undefined, dec: string | undefined, name: string | undefined) => {
        if (hex || dec) {
          const code = parseInt(hex ?? dec!, hex ? 16 : 10);
          return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
        }
        return NAMED[name!.toLowerCase()] ?? whole;
      },
    );
    if (decoded === previous) break;
  }
  return decoded;
}

/** `href`: a safe URL (see above), escaped for an attribute value. Ours. */
export const href: Formatter = (value) => escapeAttr(safeUrl(toText(value)));
