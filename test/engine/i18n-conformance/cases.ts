/**
 * The upstream i18n conformance cases (cases/*.case): the i18n test resources of the JVM
 * engine (`jvm-…`) and of the TypeScript reference engine (`ts-…`), kept in their section
 * format: `:PROPERTIES` (locale, now, level), `:JSON`, `:TEMPLATE`, `:OUTPUT`.
 */
import { readFileSync, readdirSync } from 'node:fs';

export interface ConformanceCase {
  name: string;
  /** The render's locale; the JVM's extra named locales (`user:es`) are in `namedLocales`. */
  locale: string;
  namedLocales: Record<string, string>;
  now?: number;
  /** The JVM compiler's feature level (2 turns on literal message arguments). */
  level?: number;
  data: unknown;
  template: string;
  output: string;
}

const folder = new URL('./cases/', import.meta.url);

/** Splits a case file at its `:NAME` lines. */
function sections(text: string): Map<string, string> {
  const found = new Map<string, string>();
  const parts = text.split(/^:([A-Z]+)[ \t]*\n/m);
  for (let i = 1; i < parts.length; i += 2) found.set(parts[i], parts[i + 1] ?? '');
  return found;
}

function properties(text: string | undefined): Map<string, string> {
  const found = new Map<string, string>();
  for (const line of (text ?? '').split('\n')) {
    const equals = line.indexOf('=');
    if (equals > 0) found.set(line.slice(0, equals).trim(), line.slice(equals + 1).trim());
  }
  return found;
}

export function readCase(fileName: string): ConformanceCase {
  const parts = sections(readFileSync(new URL(fileName, folder), 'utf8'));
  const props = properties(parts.get('PROPERTIES'));
  let locale = 'en-US';
  const namedLocales: Record<string, string> = {};
  for (const word of (props.get('locale') ?? '').split(/\s+/).filter(Boolean)) {
    const colon = word.indexOf(':');
    if (colon < 0) locale = word;
    else namedLocales[word.slice(0, colon)] = word.slice(colon + 1);
  }
  const now = props.get('now');
  const level = props.get('level');
  return {
    name: fileName.replace(/\.case$/, ''),
    locale,
    namedLocales,
    now: now === undefined ? undefined : Number(now),
    level: level === undefined ? undefined : Number(level),
    data: JSON.parse(parts.get('JSON') ?? '{}'),
    template: parts.get('TEMPLATE') ?? '',
    output: parts.get('OUTPUT') ?? '',
  };
}

export function readCases(): ConformanceCase[] {
  return readdirSync(folder)
    .filter((name) => name.endsWith('.case'))
    .sort()
    .map(readCase);
}
