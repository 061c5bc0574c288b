/** Small text formatters: `AbsUrl`, `capitalize`, `humanizeDuration`. */
import { toNumber, toText } from '../../convert';
import type { Formatter } from '../../types';

/** Context lookup `base-url` + `/` + v. */
export const absUrl: Formatter = (value, _args, scope) => `${toText(scope.resolve('base-url'))}/${toText(value)}`;

/** The whole text upper-cased (the platform's historical meaning of the name). */
export const capitalize: Formatter = (value) => toText(value).toUpperCase();

/**
 * Milliseconds as `M:SS`, minutes unbounded. Whole units are taken with 32-bit truncation,
 * as the platform does, so negative durations print as `-1:-5`.
 */
export const humanizeDuration: Formatter = (value) => {
  const seconds = (toNumber(value) / 1000) | 0;
  const minutes = (seconds / 60) | 0;
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
};
