/** Decimal and hex number literals (§7.1), shared by the tokeniser and the `num()` conversion (§7.4). */
import { NUMBER_ERRORS } from './messages';

/** A scanned literal: its value and the offset just past it, or the error detail. */
type NumberScan = { value: number; end: number } | { error: string };

const isDigit = (c: number): boolean => c >= 48 && c <= 57;
const isHexDigit = (c: number): boolean => isDigit(c) || (c >= 65 && c <= 70) || (c >= 97 && c <= 102);

/** Scan the literal starting at `start`, which must be a digit. */
export function scanNumber(text: string, start: number): NumberScan {
  const next = text.charCodeAt(start + 1);
  if (text.charCodeAt(start) === 48 && (next === 120 || next === 88)) return scanHex(text, start + 2);
  return scanDecimal(text, start);
}

function scanHex(text: string, start: number): NumberScan {
  let end = start;
  while (isHexDigit(text.charCodeAt(end))) end++;
  if (end === start) return { error: NUMBER_ERRORS.hexDigits };
  return { value: parseInt(text.slice(start, end), 16), end };
}

function scanDecimal(text: string, start: number): NumberScan {
  let end = start;
  let seenDot = false;
  let inExponent = false;
  for (;;) {
    const c = text.charCodeAt(end);
    if (isDigit(c)) {
      end++;
    } else if (c === 46) {
      if (seenDot) return { error: NUMBER_ERRORS.duplicateDot };
      if (inExponent) return { error: NUMBER_ERRORS.dotInExponent };
      seenDot = true;
      end++;
    } else if ((c === 101 || c === 69) && !inExponent) {
      inExponent = true;
      end++;
      const sign = text.charCodeAt(end);
      if (sign === 43 || sign === 45) end++;
      if (!isDigit(text.charCodeAt(end))) return { error: NUMBER_ERRORS.exponentDigit };
    } else {
      break;
    }
  }
  return { value: Number(text.slice(start, end)), end };
}

/** The whole string as an optionally signed literal, else NaN; the empty string is 0 (§7.4). */
export function parseNumberText(text: string): number {
  if (text.length === 0) return 0;
  const first = text.charCodeAt(0);
  const signed = first === 43 || first === 45;
  const start = signed ? 1 : 0;
  if (!isDigit(text.charCodeAt(start))) return NaN;
  const scan = scanNumber(text, start);
  if ('error' in scan || scan.end !== text.length) return NaN;
  return first === 45 ? -scan.value : scan.value;
}
