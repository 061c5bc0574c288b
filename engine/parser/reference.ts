/**
 * Lexical helpers of §2.5: words, reference segments, references, paths, arguments. They read
 * a tag in place in the template source: a tag's text never holds `}`, and no character
 * class here includes it, so every scan stops at the tag's closing brace by itself.
 */
import { HeadKind, type Reference } from './ast';
import { LruCache } from '../lru';

const MAX_INDEX = 2147483647;

const LETTER = 1;
const DIGIT = 2;
/** Letters, digits, `_` and `-`: what may follow a word's first letter. */
const WORD = 4;
/** Word characters plus `.` and `/`. */
const PATH = 8;
const SPACE = 16;

/** Character classes of ASCII codes; everything else (and NaN, past the end) is in none. */
const CLASSES = new Uint8Array(128);
for (let c = 0; c < 128; c++) {
  const letter = (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
  const digit = c >= 48 && c <= 57;
  const word = letter || digit || c === 95 || c === 45;
  CLASSES[c] =
    (letter ? LETTER : 0) | (digit ? DIGIT : 0) | (word ? WORD | PATH : 0) | (c === 46 || c === 47 ? PATH : 0);
}
// The grammar's WS: space, tab, LF, vertical tab, form feed, CR.
for (const c of [32, 9, 10, 11, 12, 13]) CLASSES[c] |= SPACE;

function inClass(c: number, mask: number): boolean {
  return c < 128 && (CLASSES[c] & mask) !== 0;
}

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

/** Letters, digits, `_` and `-`. */
export function isWordCharacter(c: number): boolean {
  return inClass(c, WORD);
}

export function isSpace(c: number): boolean {
  return inClass(c, SPACE);
}

export function skipSpaces(s: string, i: number): number {
  while (inClass(s.charCodeAt(i), SPACE)) i++;
  return i;
}

/** Whether `word` is spelled at `s[i]`, compared in place (keywords are a few characters). */
export function spelledAt(s: string, i: number, word: string): boolean {
  const length = word.length;
  for (let k = 0; k < length; k++) if (s.charCodeAt(i + k) !== word.charCodeAt(k)) return false;
  return true;
}

/** End of the word starting at `i`, or -1 when no word starts there. */
export function readWord(s: string, i: number): number {
  if (!inClass(s.charCodeAt(i), LETTER)) return -1;
  while (inClass(s.charCodeAt(++i), WORD));
  return i;
}

function readSegment(s: string, i: number): number {
  const c = s.charCodeAt(i);
  if (isDigit(c)) {
    while (isDigit(s.charCodeAt(++i)));
    return i;
  }
  if (c === 64) {
    const end = readWord(s, i + 1);
    return end === -1 ? i + 1 : end;
  }
  return readWord(s, c === 36 ? i + 1 : i);
}

/** End of the reference starting at `i`, or -1. */
export function readReference(s: string, i: number): number {
  let end = readSegment(s, i);
  while (end !== -1 && s.charCodeAt(end) === 46) end = readSegment(s, end + 1);
  return end;
}

/** End of the `@word` local name starting at `i`, or -1. */
export function readLocalName(s: string, i: number): number {
  return s.charCodeAt(i) === 64 ? readWord(s, i + 1) : -1;
}

/** End of the path (`A–Z a–z 0–9 _ - . /`, at least one) starting at `i`, or -1. */
export function readPath(s: string, i: number): number {
  const from = i;
  while (inClass(s.charCodeAt(i), PATH)) i++;
  return i > from ? i : -1;
}

/** A digits-only segment is an integer index when it fits in 0…2³¹−1. */
export function segmentKey(segment: string): string | number {
  if (segment.length === 0 || !isDigit(segment.charCodeAt(0))) return segment;
  for (let i = 1; i < segment.length; i++) if (!isDigit(segment.charCodeAt(i))) return segment;
  const value = Number(segment);
  return value <= MAX_INDEX ? value : segment;
}

/** Bounded so data-driven references (`lookup`, `get`) cannot grow it without limit. */
const CACHE_LIMIT = 2000;
const cache = new LruCache<string, Reference>(CACHE_LIMIT);

/**
 * The reference for dotted text, shared: templates repeat the same references, and formatters
 * resolve the same strings on every render. Lenient, so run-time references work too.
 */
export function makeReference(text: string): Reference {
  let ref = cache.get(text);
  if (ref === undefined) {
    ref = buildReference(text);
    cache.set(text, ref);
  }
  return ref;
}

function buildReference(text: string): Reference {
  const segments = text.split('.');
  const first = segments[0];
  const tail = segments.length === 1 ? [] : segments.slice(1).map(segmentKey);
  if (first === '@') return { text, head: HeadKind.Node, key: first, tail };
  if (first === '@index') return { text, head: HeadKind.Index, key: first, tail };
  if (first === '@index0') return { text, head: HeadKind.Index0, key: first, tail };
  if (first.charCodeAt(0) === 64) return { text, head: HeadKind.Local, key: first, tail };
  return { text, head: HeadKind.Key, key: segmentKey(first), tail };
}

/**
 * Splits the argument text `s[from, to)` on its first character (§2.5). For formatters a lone
 * delimiter is one empty argument; predicates, `.include` and `.inject` pass `loneIsNone`.
 */
export function splitArgs(s: string, from: number, to: number, loneIsNone: boolean): string[] {
  if (from === to || (loneIsNone && to - from === 1)) return [];
  // In place, as `s.slice(from + 1, to).split(s[from])` would (a runtime call on a fresh string).
  const delimiter = s.charCodeAt(from);
  let i = from + 1;
  let end = i;
  while (end < to && s.charCodeAt(end) !== delimiter) end++;
  if (end === to) return [s.slice(i, to)];
  const args: string[] = [];
  for (;;) {
    args.push(s.slice(i, end));
    if (end === to) return args;
    i = end + 1;
    end = i;
    while (end < to && s.charCodeAt(end) !== delimiter) end++;
  }
}
