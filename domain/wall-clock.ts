/**
 * Wall-clock times in a site's time zone, for the owner's date and time fields (a post
 * Scheduled for 9:00 is 9:00 where the site is, whatever the owner's computer says). The value
 * is the one `<input type="datetime-local">` takes, `YYYY-MM-DDTHH:mm`. Intl gives the zone's
 * offset at an instant; a wall-clock time is turned into an instant by guessing with the
 * offset at that time read as UTC, then correcting once with the offset at the guess (right on
 * both sides of a daylight-saving change); a time skipped by the change moves forward.
 *
 * @module
 */

const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** The zone's offset from UTC at `epochMs`, in ms (New York in winter: −5 h). */
export function zoneOffsetAt(epochMs: number, timeZone: string): number {
  const parts = Object.fromEntries(
    formatIn(timeZone)
      .formatToParts(new Date(epochMs))
      .map((p) => [p.type, p.value]),
  );
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return asUtc - (epochMs - (((epochMs % 1000) + 1000) % 1000));
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `2027-03-01T04:00` for 09:00 UTC in New York: the instant as a datetime-local value in the zone. */
export function wallClockIn(epochMs: number, timeZone: string): string {
  const d = new Date(epochMs + zoneOffsetAt(epochMs, timeZone));
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

/** The instant of a datetime-local value in the zone; NaN for a value that is not one. */
export function epochOfWallClock(value: string, timeZone: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return Number.NaN;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const asUtc = Date.UTC(y, mo - 1, d, h, mi);
  const first = zoneOffsetAt(asUtc, timeZone);
  const corrected = asUtc - zoneOffsetAt(asUtc - first, timeZone);
  // A time the change skipped reads back as another: the offset before the change moves it forward.
  return wallClockIn(corrected, timeZone) === value ? corrected : asUtc - first;
}
