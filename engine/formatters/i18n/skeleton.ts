/**
 * CLDR date skeletons (`yMMMd`, `Ehm`, `hmsz`…) as Intl components. Intl picks the
 * locale's best pattern for the components, as CLDR skeleton matching does. Fields Intl
 * cannot format (quarter, week, day of year) are ignored.
 */
type Options = Intl.DateTimeFormatOptions;

export interface SkeletonFields {
  date: Options;
  time: Options;
}

const WIDTH_TEXT = ['short', 'short', 'short', 'long', 'narrow', 'short'] as const;
const MONTH = ['numeric', '2-digit', 'short', 'long', 'narrow'] as const;
const HOUR_CYCLE: Record<string, Intl.DateTimeFormatOptions['hourCycle']> = { h: 'h12', H: 'h23', K: 'h11', k: 'h24' };

const numeric = (count: number) => (count === 2 ? '2-digit' : 'numeric');

function apply(fields: SkeletonFields, letter: string, count: number): void {
  const { date, time } = fields;
  const text = WIDTH_TEXT[Math.min(count, 6) - 1];
  switch (letter) {
    case 'G':
      date.era = text;
      break;
    case 'y':
    case 'Y':
    case 'u':
    case 'U':
    case 'r':
      date.year = numeric(count);
      break;
    case 'M':
    case 'L':
      date.month = MONTH[Math.min(count, 5) - 1];
      break;
    case 'd':
      date.day = numeric(count);
      break;
    case 'E':
      date.weekday = text;
      break;
    case 'c':
    case 'e':
      if (count >= 3) date.weekday = text;
      break;
    case 'h':
    case 'H':
    case 'K':
    case 'k':
      time.hourCycle = HOUR_CYCLE[letter];
      time.hour = numeric(count);
      break;
    case 'j':
    case 'J':
    case 'C':
      time.hour = numeric(count);
      break;
    case 'm':
      time.minute = numeric(count);
      break;
    case 's':
      time.second = numeric(count);
      break;
    case 'S':
      time.fractionalSecondDigits = Math.min(count, 3) as 1 | 2 | 3;
      break;
    case 'b':
    case 'B':
      time.dayPeriod = text;
      break;
    case 'z':
      time.timeZoneName = count < 4 ? 'short' : 'long';
      break;
    case 'v':
      time.timeZoneName = count < 4 ? 'shortGeneric' : 'longGeneric';
      break;
    case 'O':
    case 'Z':
    case 'X':
    case 'x':
      time.timeZoneName = count < 4 ? 'shortOffset' : 'longOffset';
      break;
  }
}

export function parseSkeleton(skeleton: string): SkeletonFields {
  const fields: SkeletonFields = { date: {}, time: {} };
  for (let i = 0; i < skeleton.length; ) {
    let end = i + 1;
    while (skeleton[end] === skeleton[i]) end++;
    apply(fields, skeleton[i], end - i);
    i = end;
  }
  return fields;
}

export const hasFields = (options: Options) => Object.keys(options).length > 0;
