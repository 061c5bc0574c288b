/** The parts of `{.…}` instructions that take more than one step: predicates, `.if`, `.ctx`. */
import { ERRORS } from '../errors/catalogue';
import type { Instruction, PredicateCall, ReferenceText } from './ast';
import { checkPredicateArguments } from './check-arguments';
import { isSpace, readReference, readWord, skipSpaces, splitArgs } from './reference';
import type { TagInput } from './tag-input';

/** `word?` plus its argument string at `i`, or null. Unknown names are reported, not rejected. */
export function readPredicate(input: TagInput, i: number, to: number, start: number): PredicateCall | null {
  const s = input.s;
  const end = readWord(s, i);
  if (end === -1 || s.charCodeAt(end) !== 63) return null;
  const name = s.slice(i, end + 1);
  const fn = input.tables.predicates.get(name);
  const args = splitArgs(s, end + 1, to, true);
  if (fn === undefined) input.report(ERRORS.unknownPredicate, [name], start);
  else checkPredicateArguments(input, name, args, end + 2, to, start);
  return { name, args, fn };
}

/** A reference running exactly from `i` to the end of the tag. */
export function wholeReference(s: string, i: number, to: number): ReferenceText | null {
  return i < to && readReference(s, i) === to ? s.slice(i, to) : null;
}

/** Past the whitespace at `i`, or -1 when there is none. */
export function afterWhitespace(s: string, i: number): number {
  return isSpace(s.charCodeAt(i)) ? skipSpaces(s, i) : -1;
}

/** A single-reference `.if` has no operator; they share this list. */
const NO_OPERATORS: readonly boolean[] = Object.freeze([]);

/** `.if` after its whitespace: a predicate call, or references joined by `&&` and `||`. */
export function parseIf(input: TagInput, i: number, to: number, start: number): Instruction | null {
  const s = input.s;
  const predicateEnd = readWord(s, i);
  if (predicateEnd !== -1 && s.charCodeAt(predicateEnd) === 63) {
    const predicate = readPredicate(input, i, to, start);
    return predicate && { kind: 'predicate', start, predicate, body: [], or: null };
  }
  let refs: ReferenceText[] | null = null;
  let ors: boolean[] | null = null;
  for (;;) {
    // A first reference of one plain segment is the word already read above.
    const end =
      predicateEnd !== -1 && refs === null && s.charCodeAt(predicateEnd) !== 46 ? predicateEnd : readReference(s, i);
    if (end === -1) return null;
    const ref = s.slice(i, end);
    // Most `.if` tags test one reference: an exact-size list.
    if (refs === null) refs = [ref];
    else refs.push(ref);
    i = skipSpaces(s, end);
    if (i === to) return { kind: 'if', start, refs, ors: ors ?? NO_OPERATORS, body: [], or: null };
    const op = s.charCodeAt(i);
    if ((op !== 38 && op !== 124) || s.charCodeAt(i + 1) !== op) return null;
    (ors ??= []).push(op === 124);
    i = skipSpaces(s, i + 2);
  }
}

/** `.ctx @name` bindings `key=ref …` from `i`. */
export function parseCtx(s: string, i: number, to: number, start: number, name: string): Instruction | null {
  const bindings: { key: string; ref: ReferenceText }[] = [];
  for (;;) {
    const keyEnd = readWord(s, i);
    if (keyEnd === -1) return null;
    if (s.charCodeAt(keyEnd) !== 61) {
      // A single trailing bare word is tolerated and ignored (§2.6).
      if (bindings.length === 0 || keyEnd !== to) return null;
      break;
    }
    const refEnd = readReference(s, keyEnd + 1);
    if (refEnd === -1) return null;
    bindings.push({ key: s.slice(i, keyEnd), ref: s.slice(keyEnd + 1, refEnd) });
    i = skipSpaces(s, refEnd);
    if (i === to) break;
    if (i === refEnd) return null;
  }
  return { kind: 'ctx', start, name, bindings };
}
