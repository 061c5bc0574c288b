/** References inside expressions: the template reference grammar of §2.5. */

type Segment = string | number;

const MAX_INDEX = 2 ** 31 - 1;
/** Special names the template resolves from the loop position, never from locals (§4.2). */
const NOT_LOCAL = new Set(['@', '@index', '@index0']);

export class Reference {
  /** The `@name` local this reference starts with, looked up among the expression's assignments first. */
  readonly local: string | undefined;
  /** Debug text: the segments joined with dots. */
  readonly text: string;

  constructor(readonly segments: readonly Segment[]) {
    Object.freeze(segments);
    const head = segments[0];
    this.local = typeof head === 'string' && head[0] === '@' && !NOT_LOCAL.has(head) ? head : undefined;
    this.text = segments.join('.');
    Object.freeze(this);
  }

  /** Whether `@name = …` stores into this reference (§7.5). */
  get assignable(): boolean {
    return this.local !== undefined && this.segments.length === 1;
  }
}

const isLetter = (c: number): boolean => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
const isDigit = (c: number): boolean => c >= 48 && c <= 57;
const isWordChar = (c: number): boolean => isLetter(c) || isDigit(c) || c === 95 || c === 45;

/** The reference starting at `start`, or undefined when no segment starts there. */
export function scanReference(text: string, start: number): { ref: Reference; end: number } | undefined {
  let end = scanSegment(text, start, false);
  if (end === start) return undefined;
  const segments: Segment[] = [segmentValue(text.slice(start, end))];
  while (text.charCodeAt(end) === 46) {
    const next = scanSegment(text, end + 1, true);
    if (next === end + 1) break;
    segments.push(segmentValue(text.slice(end + 1, next)));
    end = next;
  }
  return { ref: new Reference(segments), end };
}

/** The offset just past the segment at `start`; `start` itself when there is none. */
function scanSegment(text: string, start: number, allowDigits: boolean): number {
  const c = text.charCodeAt(start);
  if (allowDigits && isDigit(c)) {
    let end = start + 1;
    while (isDigit(text.charCodeAt(end))) end++;
    return end;
  }
  if (isLetter(c)) return scanWord(text, start);
  if (c === 64) return isLetter(text.charCodeAt(start + 1)) ? scanWord(text, start + 1) : start + 1;
  if (c === 36 && isLetter(text.charCodeAt(start + 1))) return scanWord(text, start + 1);
  return start;
}

function scanWord(text: string, start: number): number {
  let end = start + 1;
  while (isWordChar(text.charCodeAt(end))) end++;
  return end;
}

function segmentValue(raw: string): Segment {
  if (!isDigit(raw.charCodeAt(0))) return raw;
  const index = Number(raw);
  return index <= MAX_INDEX ? index : raw;
}
