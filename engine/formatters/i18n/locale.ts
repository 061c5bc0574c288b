/** The render's locale (en-US unless the render named another or asked for none), when Intl accepts it; the i18n formatters print "" without it. */
import type { Scope } from '../../types';
import { LruCache } from '../../lru';

// Canonicalising is costly and renders use a handful of locales: remember the answers.
const REMEMBERED = 100;
/** Canonical forms by the locale asked for; null for one Intl does not know. */
const canonical = new LruCache<string, string | null>(REMEMBERED);

function canonicalise(locale: string): string | undefined {
  try {
    return Intl.getCanonicalLocales(locale)[0];
  } catch {
    return undefined;
  }
}

export function localeOf(scope: Scope): string | undefined {
  const locale = scope.locale;
  return locale ? canonicalLocale(locale) : undefined;
}

/** The last locale asked for and its answer: a render asks for its one locale at every price and date. */
let lastLocale = '';
let lastAnswer: string | undefined;

/** Intl's canonical form of a BCP 47 tag (remembered); undefined for one Intl rejects. */
export function canonicalLocale(locale: string): string | undefined {
  if (locale === lastLocale) return lastAnswer;
  const answer = rememberedCanonical(locale);
  lastLocale = locale;
  lastAnswer = answer;
  return answer;
}

function rememberedCanonical(locale: string): string | undefined {
  const known = canonical.get(locale);
  if (known !== undefined) return known ?? undefined;
  const answer = canonicalise(locale);
  canonical.set(locale, answer ?? null);
  return answer;
}
