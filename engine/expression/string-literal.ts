/** Quoted string literals and their escapes (§7.1). */
import { STRING_ERRORS } from './messages';

type StringScan = { value: string; end: number } | { error: string };

const SIMPLE_ESCAPES: Readonly<Record<string, string>> = { n: '\n', t: '\t', f: '\f', r: '\r' };
const HEX_ESCAPE_LENGTHS: Readonly<Record<string, number>> = { x: 2, u: 4, U: 8 };

/** Scan the literal whose opening quote is at `start`. */
export function scanString(text: string, start: number): StringScan {
  const quote = text.charCodeAt(start);
  let value = '';
  let i = start + 1;
  let runStart = i;
  for (;;) {
    if (i >= text.length) return { error: STRING_ERRORS.unterminated };
    const c = text.charCodeAt(i);
    if (c === quote) return { value: value + text.slice(runStart, i), end: i + 1 };
    if (c === 10) return { error: STRING_ERRORS.bareLineFeed };
    if (c === 13) return { error: STRING_ERRORS.bareCarriageReturn };
    if (c !== 92) {
      i++;
      continue;
    }
    value += text.slice(runStart, i);
    if (i + 1 >= text.length) return { error: STRING_ERRORS.unterminated };
    const escape = text[i + 1];
    const hexLength = Object.hasOwn(HEX_ESCAPE_LENGTHS, escape) ? HEX_ESCAPE_LENGTHS[escape] : 0;
    if (hexLength > 0) {
      const digits = text.slice(i + 2, i + 2 + hexLength);
      if (!isHex(digits, hexLength)) {
        return { error: escape === 'x' ? STRING_ERRORS.hexEscape : STRING_ERRORS.unicodeEscape };
      }
      value += decodeCodePoint(parseInt(digits, 16));
      i += 2 + hexLength;
    } else {
      value += Object.hasOwn(SIMPLE_ESCAPES, escape) ? SIMPLE_ESCAPES[escape] : escape;
      i += 2;
    }
    runStart = i;
  }
}

function isHex(digits: string, length: number): boolean {
  if (digits.length !== length) return false;
  for (let i = 0; i < length; i++) {
    const c = digits.charCodeAt(i);
    if (!((c >= 48 && c <= 57) || (c >= 65 && c <= 70) || (c >= 97 && c <= 102))) return false;
  }
  return true;
}

/** Control characters other than tab and the line breaks, and impossible code points, become a space. */
function decodeCodePoint(code: number): string {
  if (code <= 0x08 || (code >= 0x0e && code <= 0x1f) || code > 0x10ffff) return ' ';
  return String.fromCodePoint(code);
}
