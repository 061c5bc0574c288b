/**
 * Intl objects are costly to build, so every one the i18n formatters use goes through the
 * render's shared format cache (100 entries, least recently used evicted; spec §9), keyed
 * by kind, locale and options. Number formats are built by domain/money, given this cache.
 */
import type { LruCache } from '../../lru';

type Cache = LruCache<string, unknown>;

function cached<T>(cache: Cache, key: string, make: () => T): T {
  return cache.getOrCreate(key, make) as T;
}

export function dateTimeFormat(cache: Cache, locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(
    cache,
    `i18n:datetime:${locale}:${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(locale, options),
  );
}

export function pluralRules(
  cache: Cache,
  locale: string,
  type: Intl.PluralRuleType,
  fractionDigits = 0,
): Intl.PluralRules {
  const minimumFractionDigits = Math.min(fractionDigits, 20);
  return cached(
    cache,
    `i18n:plural:${locale}:${type}:${minimumFractionDigits}`,
    () => new Intl.PluralRules(locale, { type, minimumFractionDigits }),
  );
}

export function relativeTimeFormat(
  cache: Cache,
  locale: string,
  options: Intl.RelativeTimeFormatOptions,
): Intl.RelativeTimeFormat {
  return cached(
    cache,
    `i18n:relative:${locale}:${JSON.stringify(options)}`,
    () => new Intl.RelativeTimeFormat(locale, options),
  );
}

/** Any other derived value (parsed message patterns, date-time glue), under its own key prefix. */
export function derived<T>(cache: Cache, key: string, make: () => T): T {
  return cached(cache, `i18n:${key}`, make);
}
