/**
 * Byte sizes (spec §9): units Bytes to YB at base 1024, and 1,000,000 bytes per MB where
 * a size limit is given in megabytes (upload limits are decimal).
 *
 * @module
 */
export const BYTE_UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const;
export type ByteUnit = (typeof BYTE_UNITS)[number];
export const BYTES_BASE = 1024;
export const BYTES_PER_MB = 1_000_000;

/**
 * `1536` → `1.5 KB`: the largest unit the size reaches (at most YB), with up to `decimals`
 * fraction digits and no trailing zeros; `0` → `0 Bytes`. A negative, non-finite or
 * non-number size gives `''`, never `NaN undefined`.
 */
export function formatBytes(bytes: unknown, decimals = 2): string {
  if (typeof bytes !== 'number' || !Number.isFinite(bytes) || bytes < 0) return '';
  const digits = Number.isInteger(decimals) && decimals >= 0 && decimals <= 20 ? decimals : 2;
  if (bytes < BYTES_BASE) return `${Math.round(bytes)} Bytes`;
  const power = Math.min(BYTE_UNITS.length - 1, Math.floor(Math.log(bytes) / Math.log(BYTES_BASE)));
  const value = bytes / BYTES_BASE ** power;
  return `${Number(value.toFixed(digits))} ${BYTE_UNITS[power]}`;
}

/** Megabytes as the spec counts them for limits: `2` → 2,000,000 bytes. */
export function megabytesToBytes(megabytes: number): number {
  return megabytes * BYTES_PER_MB;
}
