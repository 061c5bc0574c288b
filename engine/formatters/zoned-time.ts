/**
 * Wall-clock time in an IANA zone, for `date` and the other time formatters. Intl gives
 * only the zone offset; the calendar fields are then read from a shifted UTC date, which
 * keeps the arithmetic proleptic Gregorian and cheap.
 */
import { LruCache } from '../lru';
import type { Scope } from '../types';

const MS_PER_MINUTE = 60_000;
// The ECMAScript time range; Intl cannot format an instant beyond it.
const MAX_EPOCH_MS = 8.64e15;

export interface ZonedTime {
  /** The instant, in whole epoch milliseconds. */
  epochMs: number;
  /** The IANA zone actually used (invalid names fall back to UTC). */
  timeZone: string;
  /** Local time minus UTC, in milliseconds (can include seconds for local mean time). */
  offsetMs: number;
  /** Astronomical year: 1 BC is 0. */
  year: number;
  /** 1–12. */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
}

/** The zone of §12.8: `website.timeZone` when it is a non-empty string, else the render default. */
export function scopeTimeZone(scope: Scope): string {
  const zone = scope.resolve('website.timeZone');
  return typeof zone === 'string' && zone !== '' ? zone : scope.defaultTimezone;
}

/**
 * A time zone as the formatters use it: its resolved IANA name, its offset format, and the
 * offsets already read, by UTC hour. Reading an offset from Intl costs microseconds and a
 * page formats dozens of dates, so each hour's offset is read once: when the offsets at the
 * hour's first and last millisecond agree, the whole hour has that offset (zones never
 * change offset twice within an hour); an hour with a transition in it is read exactly.
 */
interface Zone {
  name: string;
  format: Intl.DateTimeFormat;
  offsets: LruCache<number, number>;
  /** The last instant's fields: a page formats one date several ways in a row (day, month, time). */
  last: ZonedTime | undefined;
}

const MS_PER_HOUR = 3_600_000;
/** Hours remembered per zone: a page of dates spans a few hundred at most. */
const REMEMBERED_HOURS = 2000;

/** Zones by the name asked for, kept in the shared cache under one key (a key built per call costs a string hash). */
const ZONES_KEY = 'zones';
const REMEMBERED_ZONES = 50;

/** The zones of a format cache, and the last one asked for (a page asks for one zone throughout). */
interface Zones {
  byName: LruCache<string, Zone>;
  lastName: string | undefined;
  last: Zone | undefined;
}

function makeZone(timeZone: string): Zone {
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
  } catch {
    // An unknown zone name renders in UTC, as the reference engine does.
    format = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', timeZoneName: 'longOffset' });
  }
  return {
    name: format.resolvedOptions().timeZone,
    format,
    offsets: new LruCache<number, number>(REMEMBERED_HOURS),
    last: undefined,
  };
}

function zoneOf(timeZone: string, cache: LruCache<string, unknown>): Zone {
  let zones = cache.get(ZONES_KEY) as Zones | undefined;
  if (zones === undefined) {
    zones = { byName: new LruCache<string, Zone>(REMEMBERED_ZONES), lastName: undefined, last: undefined };
    cache.set(ZONES_KEY, zones);
  }
  if (zones.lastName === timeZone) return zones.last!;
  let zone = zones.byName.get(timeZone);
  if (zone === undefined) {
    zone = makeZone(timeZone);
    zones.byName.set(timeZone, zone);
  }
  zones.lastName = timeZone;
  return (zones.last = zone);
}

/** The offset Intl gives at one instant (within the ECMAScript range). */
function readOffsetMs(format: Intl.DateTimeFormat, instant: number): number {
  const parts = format.formatToParts(instant);
  const name = parts.find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /^GMT([+-])(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]) + Number(match[4] ?? 0) / 60;
  return (match[1] === '-' ? -1 : 1) * Math.round(minutes * MS_PER_MINUTE);
}

const clampInstant = (epochMs: number) => Math.min(MAX_EPOCH_MS, Math.max(-MAX_EPOCH_MS, epochMs));

/** The zone offset at an instant, in ms; instants beyond the ECMAScript range use the offset at its edge. */
export function zoneOffsetMs(epochMs: number, timeZone: string, cache: LruCache<string, unknown>): number {
  return offsetIn(zoneOf(timeZone, cache), epochMs);
}

function offsetIn(zone: Zone, epochMs: number): number {
  const instant = clampInstant(epochMs);
  const hour = Math.floor(instant / MS_PER_HOUR);
  const known = zone.offsets.get(hour);
  if (known !== undefined) return known;
  const first = readOffsetMs(zone.format, clampInstant(hour * MS_PER_HOUR));
  const last = readOffsetMs(zone.format, clampInstant(hour * MS_PER_HOUR + MS_PER_HOUR - 1));
  if (first !== last) return readOffsetMs(zone.format, instant);
  zone.offsets.set(hour, first);
  return first;
}

/** The IANA name a zone resolves to, or `UTC` when the name is unknown. */
export function validTimeZone(timeZone: string, cache: LruCache<string, unknown>): string {
  return zoneOf(timeZone, cache).name;
}

/**
 * Calendar fields of an instant, truncated to whole ms. Beyond the ECMAScript range the
 * fields are NaN; check `julianDayError(time.epochMs, time.offsetMs)` before using them.
 */
export function zonedTime(epochMs: number, timeZone: string, cache: LruCache<string, unknown>): ZonedTime {
  const instant = Math.trunc(epochMs);
  const asked = zoneOf(timeZone, cache);
  if (asked.last !== undefined && asked.last.epochMs === instant) return asked.last;
  const offsetMs = offsetIn(asked, instant);
  return (asked.last = calendarFields(instant, asked.name, offsetMs));
}

const MS_PER_DAY = 86_400_000;
// Days in a 400-year Gregorian cycle, and from 0000-03-01 to 1970-01-01.
const DAYS_PER_ERA = 146_097;
const EPOCH_FROM_MARCH_0000 = 719_468;

/**
 * The proleptic Gregorian fields of `instant + offsetMs`, by integer arithmetic (days to a
 * civil date counted in years that start on 1 March, so the leap day ends a year). The same
 * fields a UTC Date gives, several times cheaper than building one and calling its seven
 * getters; beyond the ECMAScript range they are NaN, as a Date's are (tested against Date).
 */
function calendarFields(instant: number, timeZone: string, offsetMs: number): ZonedTime {
  const local = instant + offsetMs;
  if (!(Math.abs(local) <= MAX_EPOCH_MS)) return invalidFields(instant, timeZone, offsetMs);
  const days = Math.floor(local / MS_PER_DAY);
  let ms = local - days * MS_PER_DAY;
  const z = days + EPOCH_FROM_MARCH_0000;
  const era = Math.floor(z / DAYS_PER_ERA);
  const dayOfEra = z - era * DAYS_PER_ERA;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36524) - Math.floor(dayOfEra / 146096)) / 365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const monthFromMarch = Math.floor((5 * dayOfYear + 2) / 153);
  const month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9;
  const hour = Math.floor(ms / 3_600_000);
  ms -= hour * 3_600_000;
  const minute = Math.floor(ms / 60_000);
  ms -= minute * 60_000;
  const second = Math.floor(ms / 1000);
  return {
    epochMs: instant,
    timeZone,
    offsetMs,
    year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0),
    month,
    day: dayOfYear - Math.floor((153 * monthFromMarch + 2) / 5) + 1,
    hour,
    minute,
    second,
    millisecond: ms - second * 1000,
    // 1970-01-01 was a Thursday (4).
    weekday: (((days + 4) % 7) + 7) % 7,
  };
}

function invalidFields(instant: number, timeZone: string, offsetMs: number): ZonedTime {
  const n = Number.NaN;
  return {
    epochMs: instant,
    timeZone,
    offsetMs,
    year: n,
    month: n,
    day: n,
    hour: n,
    minute: n,
    second: n,
    millisecond: n,
    weekday: n,
  };
}
