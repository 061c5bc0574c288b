/** Text helpers for the markup that platform formatters write: localized strings and placeholders. */
import { pathUnderHome } from '../../domain';
import { ownProperty } from '../convert';

const textOr = (value: unknown, fallback: string) => (typeof value === 'string' && value.length > 0 ? value : fallback);

/** A localized string from `localizedStrings.<key>` when it is a non-empty string, else the English fallback. */
export function localized(lookup: (reference: string) => unknown, key: string, fallback: string): string {
  return textOr(lookup(`localizedStrings.${key}`), fallback);
}

/** An interface word from `words.<key>` (the page language's catalogue, domain/interface-words), else the English fallback. */
export function interfaceWord(lookup: (reference: string) => unknown, key: string, fallback: string): string {
  return textOr(lookup(`words.${key}`), fallback);
}

/**
 * `interfaceWord` from the catalogue already resolved (`scope.resolve('words')`), for a
 * formatter that reads several words per call: one stack walk instead of one per word.
 */
export function wordIn(catalogue: unknown, key: string, fallback: string): string {
  return textOr(ownProperty(catalogue, key), fallback);
}

/**
 * A site path under the page language's home (`header.homeUrl`: `/fr`), as the path for the
 * site's own language: a form a page posts comes back to the page in its language.
 */
export function inPageHome(lookup: (reference: string) => unknown, path: string): string {
  const home = lookup('header.homeUrl');
  return pathUnderHome(typeof home === 'string' ? home : undefined, path);
}

/** Replace `{name}` placeholders with values (missing names print nothing). */
export function fillPlaceholders(pattern: string, values: Record<string, string | number>): string {
  return pattern.replace(/\{(\w+)\}/g, (_, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : ''));
}
