/** The options of `datetime` and `datetime-interval` (language reference §12.9). */
import { splitOption } from './options';

export type Width = 'short' | 'medium' | 'long' | 'full';

export interface DateTimeRequest {
  dateWidth?: Width;
  timeWidth?: Width;
  /** Width of the pattern joining date and time. */
  wrap?: Width;
  /** Every skeleton piece, concatenated. */
  skeleton: string;
  calendar?: string;
  context?: string;
}

const WIDTHS: readonly string[] = ['short', 'medium', 'long', 'full'];
const isWidth = (value: string | undefined): value is Width => value !== undefined && WIDTHS.includes(value);

// ISO 8601 dates are Gregorian; Intl's own iso8601 calendar prints numeric months.
const CALENDARS: Record<string, string> = {
  gregorian: 'gregory',
  gregory: 'gregory',
  iso8601: 'gregory',
  buddhist: 'buddhist',
  japanese: 'japanese',
  persian: 'persian',
};

export function parseDateTimeArgs(args: readonly string[]): DateTimeRequest {
  const request: DateTimeRequest = { skeleton: '' };
  for (const arg of args) {
    const [key, value] = splitOption(arg);
    if (value === undefined) {
      if (key === 'date') request.dateWidth = 'short';
      else if (key === 'time') request.timeWidth = 'short';
      else if (isWidth(key)) request.dateWidth = request.timeWidth = key;
      else request.skeleton += key;
    } else if (key === 'date' || key === 'time' || key === 'datetime') {
      if (!isWidth(value)) request.skeleton += value;
      else if (key === 'date') request.dateWidth = value;
      else if (key === 'time') request.timeWidth = value;
      else request.dateWidth = request.timeWidth = value;
    } else if (key === 'skeleton') request.skeleton += value;
    else if (key === 'wrap' || key === 'wrapper' || key === 'wrapped') {
      if (isWidth(value)) request.wrap = value;
    } else if (key === 'calendar') {
      if (Object.hasOwn(CALENDARS, value)) request.calendar = CALENDARS[value];
    } else if (key === 'context') request.context = value;
  }
  return request;
}
