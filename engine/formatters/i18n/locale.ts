/** The render's locale (en-US unless the render named another or asked for none), when Intl accepts it; the i18n formatters print "" without it. */
import type { Scope } from '../../types';

// Canonicalising is costly and renders use a handful of locales: remember the answers.
const canonical = new Map<string, string | undefined>();
const REMEMBERED = 100;

function canonicalise(locale: string): string | undefined {
  try {
    return Intl.getCanonicalLocales(locale)[0];
  } catch {
    return undefined;
  }
}

export function localeOf(scope: Scope): string | undefined {
  const locale = scope.locale;
  if (!locale) return undefined;
  if (canonical.has(locale)) return canonical.get(locale);
  if (canonical.size >= REMEMBERED) canonical.clear();
  const answer = canonicalise(locale);
  canonical.set(locale, answer);
  return answer;
}
