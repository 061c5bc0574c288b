/**
 * The locale pattern that joins a date and a time (`{1} 'at' {0}` for full and long
 * English dates, `{1}, {0}` for medium and short). Intl applies it only to
 * dateStyle + timeStyle, so it is recovered once per locale and width from those outputs.
 */
import { derived } from './intl-cache';
import type { LruCache } from '../../lru';
import type { Width } from './datetime-options';

function gluePattern(locale: string, width: Width): string {
  const style = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(0);
  const both = style({ dateStyle: width, timeStyle: width });
  const date = style({ dateStyle: width });
  const time = style({ timeStyle: width });
  const at = both.indexOf(date);
  const timeAt = both.indexOf(time, at < 0 ? 0 : at + date.length);
  if (at < 0 || timeAt < 0) return '{1} {0}';
  return `${both.slice(0, at)}{1}${both.slice(at + date.length, timeAt)}{0}${both.slice(timeAt + time.length)}`;
}

/** Join a formatted date and time with the locale's pattern of the given width. */
export function glue(
  cache: LruCache<string, unknown>,
  locale: string,
  width: Width,
  date: string,
  time: string,
): string {
  const pattern = derived(cache, `glue:${locale}:${width}`, () => gluePattern(locale, width));
  return pattern.replace(/\{([01])\}/g, (_, slot: string) => (slot === '1' ? date : time));
}
