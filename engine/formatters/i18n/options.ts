/** Formatter options are `key:value` strings split at the first `:` only (language reference §12.9). */
export function splitOption(arg: string): [key: string, value: string | undefined] {
  const colon = arg.indexOf(':');
  return colon < 0 ? [arg, undefined] : [arg.slice(0, colon), arg.slice(colon + 1)];
}

/** The §12.9 flag rule: bare or `:true` is on, any other value is off. */
export function isOn(value: string | undefined): boolean {
  return value === undefined || value === 'true';
}

/** `begin-sentence`, `standalone` and `ui-list-or-menu` start with a capital, as CLDR context transforms do for English. */
export function applyContext(text: string, context: string | undefined): string {
  if (context !== 'begin-sentence' && context !== 'standalone' && context !== 'ui-list-or-menu') return text;
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}
