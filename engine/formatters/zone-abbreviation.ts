/**
 * Zone abbreviations for `%Z` (`EST`, `JST`, `CEST`). Intl's en-US short names are right
 * for North American zones, `UTC` and `GMT`, but elsewhere they are `GMT+9`-style, so
 * this table supplies the tz database abbreviations of common zones, chosen by the
 * offset in force. Other zones fall back to Intl's name when it is a real abbreviation,
 * else to the tz database's numeric form (`+08`, `+0545`), and to `LMT` for local mean
 * time (offsets with seconds, before standard time).
 */
import type { LruCache } from '../lru';
import type { ZonedTime } from './zoned-time';

type ByOffset = Record<number, string>;

const FAMILIES: Array<[ByOffset, string]> = [
  [{ 0: 'GMT', 60: 'BST' }, 'Europe/London Europe/Belfast Europe/Guernsey Europe/Isle_of_Man Europe/Jersey GB'],
  [{ 0: 'GMT', 60: 'IST' }, 'Europe/Dublin Eire'],
  [{ 0: 'WET', 60: 'WEST' }, 'Europe/Lisbon Portugal Atlantic/Canary Atlantic/Madeira Atlantic/Faroe'],
  [
    { 60: 'CET', 120: 'CEST' },
    'Europe/Amsterdam Europe/Andorra Europe/Belgrade Europe/Berlin Europe/Bratislava Europe/Brussels ' +
      'Europe/Budapest Europe/Busingen Europe/Copenhagen Europe/Gibraltar Europe/Ljubljana Europe/Luxembourg ' +
      'Europe/Madrid Europe/Malta Europe/Monaco Europe/Oslo Europe/Paris Europe/Podgorica Europe/Prague ' +
      'Europe/Rome Europe/San_Marino Europe/Sarajevo Europe/Skopje Europe/Stockholm Europe/Tirane ' +
      'Europe/Vaduz Europe/Vatican Europe/Vienna Europe/Warsaw Europe/Zagreb Europe/Zurich Poland ' +
      'Arctic/Longyearbyen Africa/Algiers Africa/Ceuta Africa/Tunis',
  ],
  [
    { 120: 'EET', 180: 'EEST' },
    'Europe/Athens Europe/Bucharest Europe/Chisinau Europe/Helsinki Europe/Kiev Europe/Kyiv Europe/Mariehamn ' +
      'Europe/Riga Europe/Sofia Europe/Tallinn Europe/Vilnius Europe/Kaliningrad Europe/Nicosia Asia/Nicosia ' +
      'Asia/Famagusta Asia/Beirut Africa/Cairo Africa/Tripoli Egypt Libya',
  ],
  [{ 180: 'MSK' }, 'Europe/Moscow Europe/Simferopol W-SU'],
  [{ 120: 'IST', 180: 'IDT' }, 'Asia/Jerusalem Asia/Tel_Aviv Israel'],
  [{ 330: 'IST' }, 'Asia/Kolkata Asia/Calcutta'],
  [{ 300: 'PKT', 360: 'PKST' }, 'Asia/Karachi'],
  [{ 420: 'WIB' }, 'Asia/Jakarta Asia/Pontianak'],
  [{ 480: 'WITA' }, 'Asia/Makassar'],
  [{ 540: 'WIT' }, 'Asia/Jayapura'],
  [{ 480: 'HKT' }, 'Asia/Hong_Kong Hongkong'],
  [{ 480: 'CST' }, 'Asia/Shanghai Asia/Chongqing Asia/Harbin Asia/Macau Asia/Taipei PRC ROC'],
  [{ 480: 'PST' }, 'Asia/Manila'],
  [{ 540: 'JST' }, 'Asia/Tokyo Japan'],
  [{ 540: 'KST' }, 'Asia/Seoul Asia/Pyongyang ROK'],
  [
    { 600: 'AEST', 660: 'AEDT' },
    'Australia/Sydney Australia/Melbourne Australia/Hobart Australia/Canberra Australia/Brisbane ' +
      'Australia/Lindeman Australia/ACT Australia/NSW Australia/Victoria Australia/Tasmania Australia/Queensland',
  ],
  [
    { 570: 'ACST', 630: 'ACDT' },
    'Australia/Adelaide Australia/Darwin Australia/Broken_Hill Australia/South Australia/North',
  ],
  [{ 480: 'AWST' }, 'Australia/Perth Australia/West'],
  [{ 720: 'NZST', 780: 'NZDT' }, 'Pacific/Auckland Antarctica/McMurdo NZ'],
  [{ 120: 'SAST' }, 'Africa/Johannesburg Africa/Maseru Africa/Mbabane'],
  [
    { 60: 'WAT' },
    'Africa/Lagos Africa/Kinshasa Africa/Luanda Africa/Douala Africa/Libreville Africa/Malabo Africa/Niamey ' +
      'Africa/Porto-Novo Africa/Bangui Africa/Brazzaville Africa/Ndjamena',
  ],
  [
    { 120: 'CAT' },
    'Africa/Maputo Africa/Harare Africa/Lusaka Africa/Lubumbashi Africa/Blantyre Africa/Bujumbura ' +
      'Africa/Gaborone Africa/Kigali Africa/Windhoek Africa/Khartoum Africa/Juba',
  ],
  [
    { 180: 'EAT' },
    'Africa/Nairobi Africa/Addis_Ababa Africa/Asmara Africa/Dar_es_Salaam Africa/Djibouti Africa/Kampala ' +
      'Africa/Mogadishu Indian/Antananarivo Indian/Comoro Indian/Mayotte',
  ],
  [
    { 0: 'GMT' },
    'Africa/Abidjan Africa/Accra Africa/Bamako Africa/Banjul Africa/Bissau Africa/Conakry Africa/Dakar ' +
      'Africa/Freetown Africa/Lome Africa/Monrovia Africa/Nouakchott Africa/Ouagadougou Africa/Sao_Tome ' +
      'Atlantic/Reykjavik Atlantic/St_Helena Iceland',
  ],
  [{ [-210]: 'NST', [-150]: 'NDT' }, 'America/St_Johns Canada/Newfoundland'],
];

const BY_ZONE = new Map<string, ByOffset>(
  FAMILIES.flatMap(([byOffset, zones]) => zones.split(' ').map((zone): [string, ByOffset] => [zone, byOffset])),
);

const pad2 = (n: number): string => String(n).padStart(2, '0');

/** The tz database's name for an offset without a letter abbreviation: `+08`, `-0330`. */
function numericAbbreviation(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? '-' : '+';
  const hours = Math.floor(Math.abs(offsetMinutes) / 60);
  const minutes = Math.abs(offsetMinutes) % 60;
  return sign + pad2(hours) + (minutes ? pad2(minutes) : '');
}

function intlShortName(time: ZonedTime, cache: LruCache<string, unknown>): string {
  const format = cache.getOrCreate(
    `dtf:${time.timeZone}:short`,
    () => new Intl.DateTimeFormat('en-US', { timeZone: time.timeZone, timeZoneName: 'short' }),
  ) as Intl.DateTimeFormat;
  return format.formatToParts(time.epochMs).find((part) => part.type === 'timeZoneName')?.value ?? '';
}

/** The abbreviation of the zone at the instant of `time`. */
export function zoneAbbreviation(time: ZonedTime, cache: LruCache<string, unknown>): string {
  if (time.offsetMs % 60_000 !== 0) return 'LMT';
  const offsetMinutes = time.offsetMs / 60_000;
  const fromTable = BY_ZONE.get(time.timeZone)?.[offsetMinutes];
  if (fromTable) return fromTable;
  const intlName = intlShortName(time, cache);
  return /^[A-Z]+$/.test(intlName) ? intlName : numericAbbreviation(offsetMinutes);
}
