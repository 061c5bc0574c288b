/** The strftime subset of language reference §12.8, over already-zoned calendar fields. */
import { LruCache } from '../lru';
import { dayOfYear, isoWeek, sundayWeek } from './week-numbers';
import type { ZonedTime } from './zoned-time';

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

// Two digits padded with a zero is nearly every call: no padStart for it.
const pad = (n: number, width = 2, fill = '0'): string =>
  width === 2 && fill === '0' && n >= 0 && n < 100 ? (n < 10 ? `0${n}` : String(n)) : String(n).padStart(width, fill);
const hour12 = (hour: number): number => (hour % 12 === 0 ? 12 : hour % 12);

/**
 * The zone abbreviation is computed only when the pattern asks for it; `context` is whatever
 * the caller passed to `strftime` (the format cache), so no closure is made per call.
 */
export type AbbreviationOf<C = never> = (time: ZonedTime, context: C) => string;

/** Codes that expand to other codes; `%-d` (the unpadded day) exists only inside these. */
const COMPOSITE: Record<string, string> = {
  c: '%a, %b %-d, %Y %i:%M:%S %p %Z',
  D: '%m/%d/%y',
  F: '%Y-%m-%d',
  r: '%i:%M:%S %p',
  R: '%H:%M',
  T: '%H:%M:%S',
  v: '%e-%b-%Y',
  x: '%m/%d/%Y',
  X: '%I:%M:%S %p',
};

/** Years before 1 AD print as era years (1 BC for year 0), as the reference platform does. */
const eraYear = (t: ZonedTime): number => (t.year > 0 ? t.year : 1 - t.year);

type Field = (t: ZonedTime) => string;

/** The text of each code; `Z` (the abbreviation) is handled apart, as it needs the caller's context. */
const FIELDS: Record<string, Field> = {
  a: (t) => DAYS[t.weekday]!.slice(0, 3),
  A: (t) => DAYS[t.weekday]!,
  b: (t) => MONTHS[t.month - 1]!.slice(0, 3),
  h: (t) => MONTHS[t.month - 1]!.slice(0, 3),
  B: (t) => MONTHS[t.month - 1]!,
  C: (t) => pad(Math.floor(eraYear(t) / 100)),
  d: (t) => pad(t.day),
  '-d': (t) => String(t.day),
  e: (t) => pad(t.day, 2, ' '),
  g: (t) => pad(isoWeek(t.year, t.month, t.day, t.weekday).year % 100),
  G: (t) => pad(isoWeek(t.year, t.month, t.day, t.weekday).year, 4),
  H: (t) => pad(t.hour),
  k: (t) => pad(t.hour, 2, ' '),
  I: (t) => pad(hour12(t.hour)),
  l: (t) => pad(hour12(t.hour), 2, ' '),
  i: (t) => String(hour12(t.hour)),
  j: (t) => pad(dayOfYear(t.year, t.month, t.day), 3),
  m: (t) => pad(t.month),
  M: (t) => pad(t.minute),
  n: () => '\n',
  t: () => '\t',
  N: (t) => pad(t.millisecond * 1_000_000, 9),
  s: (t) => String(Math.trunc(t.epochMs / 1000)),
  p: (t) => (t.hour < 12 ? 'AM' : 'PM'),
  P: (t) => (t.hour < 12 ? 'am' : 'pm'),
  q: (t) => String(Math.floor((t.month - 1) / 3) + 1),
  S: (t) => pad(t.second),
  u: (t) => String(t.weekday === 0 ? 7 : t.weekday),
  w: (t) => String(t.weekday),
  U: (t) => pad(sundayWeek(t.year, dayOfYear(t.year, t.month, t.day), t.weekday)),
  W: (t) => pad(sundayWeek(t.year, dayOfYear(t.year, t.month, t.day), t.weekday)),
  V: (t) => pad(isoWeek(t.year, t.month, t.day, t.weekday).week),
  y: (t) => pad(eraYear(t) % 100),
  Y: (t) => String(eraYear(t)),
  z: (t) => offset(t.offsetMs),
  '%': () => '%',
};

/** `+HH:MM` / `-HH:MM`; seconds of a local-mean-time offset are dropped. */
function offset(offsetMs: number): string {
  const minutes = Math.trunc(Math.abs(offsetMs) / 60_000);
  return (offsetMs < 0 ? '-' : '+') + pad(Math.floor(minutes / 60)) + ':' + pad(minutes % 60);
}

/** A pattern read once: literal text, a field, or the zone abbreviation (`null`). */
type Part = string | Field | null;

/** One code of a pattern (or of a composite's expansion) as parts; unknown codes print nothing. */
function codeParts(code: string, parts: Part[]): void {
  if (code === 'Z') parts.push(null);
  else if (Object.hasOwn(FIELDS, code)) parts.push(FIELDS[code]!);
}

function compile(pattern: string): Part[] {
  const parts: Part[] = [];
  let from = 0;
  for (let i = pattern.indexOf('%'); i !== -1; i = pattern.indexOf('%', from)) {
    if (i > from) parts.push(pattern.slice(from, i));
    if (i === pattern.length - 1) {
      // A trailing lone `%` prints itself.
      parts.push('%');
      from = pattern.length;
      break;
    }
    const code = pattern[i + 1]!;
    const expansion = Object.hasOwn(COMPOSITE, code) ? COMPOSITE[code] : undefined;
    if (expansion === undefined) codeParts(code, parts);
    else
      for (const [, inner, text] of expansion.matchAll(/%(-?.)|([^%]+)/g)) {
        if (inner !== undefined) codeParts(inner, parts);
        else parts.push(text!);
      }
    from = i + 2;
  }
  if (from < pattern.length) parts.push(pattern.slice(from));
  return parts;
}

/**
 * Patterns read so far. A site uses a handful of patterns, so this stays small; a template
 * built from visitor input could ask for many, hence the bound (the least used are forgotten).
 */
const COMPILED = new LruCache<string, Part[]>(500);

/** A pattern read into its parts, for a caller that formats with the same pattern many times. */
export type CompiledPattern = readonly Part[];

/** The parts of `pattern`, remembered (see `COMPILED`). */
export function compilePattern(pattern: string): CompiledPattern {
  let parts = COMPILED.get(pattern);
  if (parts === undefined) {
    parts = compile(pattern);
    COMPILED.set(pattern, parts);
  }
  return parts;
}

/** Formats `time` with `pattern`: unknown codes print nothing, a trailing lone `%` prints `%`. */
export function strftime<C>(pattern: string, time: ZonedTime, abbreviationOf: AbbreviationOf<C>, context?: C): string {
  return formatCompiled(compilePattern(pattern), time, abbreviationOf, context);
}

/** `strftime` with a pattern already read by `compilePattern`. */
export function formatCompiled<C>(
  parts: CompiledPattern,
  time: ZonedTime,
  abbreviationOf: AbbreviationOf<C>,
  context?: C,
): string {
  let result = '';
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    result += typeof part === 'string' ? part : part === null ? abbreviationOf(time, context as C) : part(time);
  }
  return result;
}
