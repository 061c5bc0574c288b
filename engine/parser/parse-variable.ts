/** Reference lists and formatter chains, shared by variable tags and `.var` (§2.5, §2.6). */
import { ERRORS } from '../errors/catalogue';
import type { FormatterCall, ReferenceText, VariableNode } from './ast';
import { checkFormatterArguments } from './check-arguments';
import { readReference, readWord, splitArgs } from './reference';
import type { TagInput } from './tag-input';

/** Most variables have no formatter; they share this list (nothing mutates the tree). */
const NO_FORMATTERS: readonly FormatterCall[] = Object.freeze([]);

function skipBlanks(s: string, i: number): number {
  while (s.charCodeAt(i) === 32) i++;
  return i;
}

/** End of the formatter's argument text: the next `|`, or the end of the tag. */
function argumentsEnd(s: string, i: number, to: number): number {
  while (i < to && s.charCodeAt(i) !== 124) i++;
  return i;
}

/**
 * Parses `R1, R2|f args|g` in `s[from, to)`: a variable tag, or the value of `.var`. Null
 * means the grammar does not match (the tag is text); an unknown formatter also makes it
 * text, with an error.
 */
export function parseVariable(input: TagInput, from: number, to: number, start: number): VariableNode | null {
  const s = input.s;
  const refs: ReferenceText[] = [];
  let i = from;
  for (;;) {
    const end = readReference(s, i);
    if (end === -1) return null;
    refs.push(s.slice(i, end));
    i = end;
    const next = skipBlanks(s, i);
    if (s.charCodeAt(next) !== 44) break;
    i = skipBlanks(s, next + 1);
  }
  if (i === to) return { kind: 'variable', start, refs, formatters: NO_FORMATTERS };
  if (s.charCodeAt(i) !== 124) return null;
  const formatters: FormatterCall[] = [];
  // Every `|` must be followed by a word (so `||` and a trailing `|` fail); an unknown name is
  // reported only once the whole chain is known to be well formed.
  let unknown: string | undefined;
  while (i < to) {
    const nameEnd = readWord(s, i + 1);
    if (nameEnd === -1) return null;
    const argsEnd = argumentsEnd(s, nameEnd, to);
    const name = s.slice(i + 1, nameEnd);
    const fn = input.tables.formatters.get(name);
    if (fn === undefined) unknown ??= name;
    else if (unknown === undefined) formatters.push({ name, args: splitArgs(s, nameEnd, argsEnd, false), fn });
    i = argsEnd;
  }
  if (unknown === undefined) {
    checkFormatterArguments(input, formatters, start);
    return { kind: 'variable', start, refs, formatters };
  }
  input.report(ERRORS.unknownFormatter, [unknown], start);
  return null;
}
