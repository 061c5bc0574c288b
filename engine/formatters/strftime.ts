/** The strftime subset of language reference §12.8, over already-zoned calendar fields. */
import { dayOfYear, isoWeek, sundayWeek } from './week-numbers';
import type { ZonedTime } from './zoned-time';

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = [
  'January', 'February', 'March', 'April', 'May', 'June',
  'July', 'August', 'September', 'October', 'November', 'December',
];

// Two digits padded with a zero is nearly every call: no padStart for it.
const pad = (n: number, width = 2, fill = '0'): string =>
  width === 2 && fill === '0' && n >= 0 && n < 100 ? (n < 10 ? `0${n}` : String(n)) : String(n).padStart(width, fill);
const hour12 = (hour: number): number => (hour % 12 === 0 ? 12 : hour % 12);

/** The zone abbreviation is computed only when the pattern asks for it. */
export type AbbreviationOf = (time: ZonedTime) => string;

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

/** The text of one code, or undefined for an unknown letter. */
function field(code: string, t: ZonedTime, abbreviationOf: AbbreviationOf): string | undefined {
  // Years before 1 AD print as era years (1 BC for year 0), as the reference platform does.
  const year = t.year > 0 ? t.year : 1 - t.year;
  switch (code) {
    case 'a': return DAYS[t.weekday].slice(0, 3);
    case 'A': return DAYS[t.weekday];
    case 'b': case 'h': return MONTHS[t.month - 1].slice(0, 3);
    case 'B': return MONTHS[t.month - 1];
    case 'C': return pad(Math.floor(year / 100));
    case 'd': return pad(t.day);
    case '-d': return String(t.day);
    case 'e': return pad(t.day, 2, ' ');
    case 'g': return pad(isoWeek(t.year, t.month, t.day, t.weekday).year % 100);
    case 'G': return pad(isoWeek(t.year, t.month, t.day, t.weekday).year, 4);
    case 'H': return pad(t.hour);
    case 'k': return pad(t.hour, 2, ' ');
    case 'I': return pad(hour12(t.hour));
    case 'l': return pad(hour12(t.hour), 2, ' ');
    case 'i': return String(hour12(t.hour));
    case 'j': return pad(dayOfYear(t.year, t.month, t.day), 3);
    case 'm': return pad(t.month);
    case 'M': return pad(t.minute);
    case 'n': return '\n';
    case 't': return '\t';
    case 'N': return pad(t.millisecond * 1_000_000, 9);
    case 's': return String(Math.trunc(t.epochMs / 1000));
    case 'p': return t.hour < 12 ? 'AM' : 'PM';
    case 'P': return t.hour < 12 ? 'am' : 'pm';
    case 'q': return String(Math.floor((t.month - 1) / 3) + 1);
    case 'S': return pad(t.second);
    case 'u': return String(t.weekday === 0 ? 7 : t.weekday);
    case 'w': return String(t.weekday);
    case 'U': case 'W': return pad(sundayWeek(t.year, dayOfYear(t.year, t.month, t.day), t.weekday));
    case 'V': return pad(isoWeek(t.year, t.month, t.day, t.weekday).week);
    case 'y': return pad(year % 100);
    case 'Y': return String(year);
    case 'z': return offset(t.offsetMs);
    case 'Z': return abbreviationOf(t);
    case '%': return '%';
    default: return undefined;
  }
}

/** `+HH:MM` / `-HH:MM`; seconds of a local-mean-time offset are dropped. */
function offset(offsetMs: number): string {
  const minutes = Math.trunc(Math.abs(offsetMs) / 60_000);
  return (offsetMs < 0 ? '-' : '+') + pad(Math.floor(minutes / 60)) + ':' + pad(minutes % 60);
}

/** Formats `time` with `pattern`: unknown codes print nothing, a trailing lone `%` prints `%`. */
export function strftime(pattern: string, time: ZonedTime, abbreviationOf: AbbreviationOf): string {
  let result = '';
  let from = 0;
  // Literal runs are copied whole: patterns are mostly text between a few codes.
  for (let i = pattern.indexOf('%'); i !== -1; i = pattern.indexOf('%', from)) {
    result += pattern.slice(from, i);
    if (i === pattern.length - 1) {
      result += '%';
      from = pattern.length;
      break;
    }
    const code = pattern[i + 1];
    const expansion = COMPOSITE[code];
    result += expansion === undefined ? (field(code, time, abbreviationOf) ?? '') : expandComposite(expansion, time, abbreviationOf);
    from = i + 2;
  }
  return from === 0 ? pattern : result + pattern.slice(from);
}

function expandComposite(expansion: string, time: ZonedTime, abbreviationOf: AbbreviationOf): string {
  return expansion.replace(/%(-?.)/g, (_match, code: string) => field(code, time, abbreviationOf) ?? '');
}
