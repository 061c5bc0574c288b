/**
 * Reading the number options shared by `decimal`, `money`, `relative-time`, `percentage-format` and
 * message formatter calls (language reference §12.9).
 */
import { MONEY_LIMITS, type NumberOptions, type RoundingMode } from '../../../domain';
import { isOn } from './options';

const MAX_DIGITS = MONEY_LIMITS.digitOptionMax;

// "up" and "down" are away from and towards zero, as in ICU; Intl calls them expand and trunc.
const ROUNDING: Record<string, RoundingMode> = {
  up: 'expand',
  down: 'trunc',
  truncate: 'trunc',
  ceiling: 'ceil',
  ceil: 'ceil',
  floor: 'floor',
  'half-up': 'halfExpand',
  'half-down': 'halfTrunc',
  'half-even': 'halfEven',
};

const DIGITS: Record<string, 'minInt' | 'maxFrac' | 'minFrac' | 'maxSig' | 'minSig'> = {
  minint: 'minInt',
  minInt: 'minInt',
  minimumIntegerDigits: 'minInt',
  maxfrac: 'maxFrac',
  maxFrac: 'maxFrac',
  maximumFractionDigits: 'maxFrac',
  minfrac: 'minFrac',
  minFrac: 'minFrac',
  minimumFractionDigits: 'minFrac',
  maxsig: 'maxSig',
  maxSig: 'maxSig',
  maximumSignificantDigits: 'maxSig',
  minsig: 'minSig',
  minSig: 'minSig',
  minimumSignificantDigits: 'minSig',
};

/** An integer option: non-numeric text is 0, then clamped to 0–50. */
function digitCount(value: string | undefined): number {
  const parsed = parseInt(value ?? '', 10);
  return Number.isNaN(parsed) ? 0 : Math.min(MAX_DIGITS, Math.max(0, parsed));
}

/** Apply one `key[:value]` option to `into`; false when the key is not a number option. */
export function applyNumberOption(key: string, value: string | undefined, into: NumberOptions): boolean {
  if (key === 'group' || key === 'grouping') into.grouping = isOn(value);
  else if (key === 'no-group' || key === 'no-grouping') into.grouping = false;
  else if (key === 'round' || key === 'rounding') {
    if (value !== undefined && Object.hasOwn(ROUNDING, value)) into.rounding = ROUNDING[value];
  } else if (Object.hasOwn(DIGITS, key)) into[DIGITS[key]] = digitCount(value);
  else return false;
  return true;
}
