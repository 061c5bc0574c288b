/** Reference lists and formatter chains, shared by variable tags and `.var` (§2.5, §2.6). */
import { ERRORS } from '../errors/catalogue';
import type { FormatterCall, Reference } from './ast';
import { makeReference, readReference, readWord, splitArgs } from './reference';
import type { Report, Tables } from './tables';

export interface RefsAndChain {
  refs: Reference[];
  formatters: FormatterCall[];
}

function skipBlanks(s: string, i: number): number {
  while (s.charCodeAt(i) === 32) i++;
  return i;
}

/**
 * Parses `R1, R2|f args|g` from `from` to the end of `s`. Null means the grammar does not
 * match (the tag is text); an unknown formatter also makes it text, with an error.
 */
export function parseRefsAndChain(s: string, from: number, tables: Tables, report: Report, start: number): RefsAndChain | null {
  const refs: Reference[] = [];
  let i = from;
  for (;;) {
    const end = readReference(s, i);
    if (end === -1) return null;
    refs.push(makeReference(s.slice(i, end)));
    i = end;
    const next = skipBlanks(s, i);
    if (s.charCodeAt(next) !== 44) break;
    i = skipBlanks(s, next + 1);
  }
  const formatters: FormatterCall[] = [];
  if (i === s.length) return { refs, formatters };
  if (s.charCodeAt(i) !== 124 || s.includes('||', i)) return null;
  const pending: { name: string; raw: string }[] = [];
  while (i < s.length) {
    const nameEnd = readWord(s, i + 1);
    if (nameEnd === -1) return null;
    let argsEnd = s.indexOf('|', nameEnd);
    if (argsEnd === -1) argsEnd = s.length;
    pending.push({ name: s.slice(i + 1, nameEnd), raw: s.slice(nameEnd, argsEnd) });
    i = argsEnd;
  }
  for (const { name, raw } of pending) {
    const fn = tables.formatters.get(name);
    if (fn === undefined) {
      report(ERRORS.unknownFormatter, [name], start);
      return null;
    }
    formatters.push({ name, args: splitArgs(raw, false), fn });
  }
  return { refs, formatters };
}
