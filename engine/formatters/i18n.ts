/**
 * The internationalisation formatters (language reference §12.9, plus `percentage-format`
 * and `bookkeeper-money-format` of §12.3), on Node's Intl. A render that names no locale
 * formats as en-US; one that asks for no locale data (`locale: null`) prints "" (spec §8;
 * `timesince`: `Invalid date.`).
 */
import { bookkeeperMoneyFormat } from './i18n/bookkeeper-money';
import { datetime } from './i18n/datetime';
import { datetimeInterval } from './i18n/datetime-interval';
import { decimal } from './i18n/decimal';
import { message } from './i18n/message';
import { money } from './i18n/money';
import { percentageFormat } from './i18n/percentage';
import { relativeTime } from './i18n/relative-time';
import { timesince } from './i18n/timesince';
import type { Formatter } from '../types';

export const i18nFormatters: Record<string, Formatter> = {
  datetime,
  'datetime-interval': datetimeInterval,
  decimal,
  money,
  message,
  plural: message,
  'relative-time': relativeTime,
  timesince,
  'percentage-format': percentageFormat,
  'bookkeeper-money-format': bookkeeperMoneyFormat,
};
