/** The render's locale, when it has one Intl accepts; the i18n formatters print "" without it. */
import type { Scope } from '../../types';

export function localeOf(scope: Scope): string | undefined {
  const locale = scope.locale;
  if (!locale) return undefined;
  try {
    return Intl.getCanonicalLocales(locale)[0];
  } catch {
    return undefined;
  }
}
