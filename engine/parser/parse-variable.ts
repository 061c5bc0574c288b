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
  let end = readReference(s, from);
  if (end === -1) return null;
  let refs: ReferenceText[];
  let i = skipBlanks(s, end);
  if (s.charCodeAt(i) !== 44) {
    // One reference, the common case: an exact-size list.
    refs = [s.slice(from, end)];
    i = end;
  } else {
    refs = [s.slice(from, end)];
    for (;;) {
      const next = skipBlanks(s, i + 1);
      end = readReference(s, next);
      if (end === -1) return null;
      refs.push(s.slice(next, end));
      i = skipBlanks(s, end);
      if (s.charCodeAt(i) !== 44) {
        i = end;
        break;
      }
    }
  }
  if (i === to) return { kind: 'variable', start, refs, formatters: NO_FORMATTERS };
  if (s.charCodeAt(i) !== 124) return null;
  const formatters = parseFormatters(input, i, to, start);
  return formatters && { kind: 'variable', start, refs, formatters };
}

/**
 * The chain `|f args|g …` from the `|` at `i` to `to`. Every `|` must be followed by a word (so
 * `||` and a trailing `|` fail); an unknown name is reported only once the whole chain is known
 * to be well formed, and makes the tag text (null).
 */
function parseFormatters(input: TagInput, i: number, to: number, start: number): FormatterCall[] | null {
  const s = input.s;
  const table = input.tables.formatters;
  let formatters: FormatterCall[] | null = null;
  let unknown: string | undefined;
  while (i < to) {
    const nameEnd = readWord(s, i + 1);
    if (nameEnd === -1) return null;
    const argsEnd = argumentsEnd(s, nameEnd, to);
    const name = s.slice(i + 1, nameEnd);
    const fn = table.get(name);
    if (fn === undefined) unknown ??= name;
    else if (unknown === undefined) {
      const call: FormatterCall = { name, args: splitArgs(s, nameEnd, argsEnd, false), fn };
      if (formatters === null) formatters = [call];
      else formatters.push(call);
    }
    i = argsEnd;
  }
  if (unknown === undefined) {
    // A well-formed chain has at least one formatter, all known.
    checkFormatterArguments(input, formatters!, start);
    return formatters;
  }
  input.report(ERRORS.unknownFormatter, [unknown], start);
  return null;
}
