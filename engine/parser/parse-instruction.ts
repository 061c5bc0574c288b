/** The `{.…}` instructions of §2.6, matched exactly: anything that does not fit is text (null). */
import { ERRORS } from '../errors/catalogue';
import type { Instruction, PredicateCall, Reference } from './ast';
import { parseRefsAndChain } from './parse-variable';
import { isSpace, makeReference, readLocalName, readPath, readReference, readWord, skipSpaces, splitArgs } from './reference';
import type { Report, Tables } from './tables';

const LITERALS = new Map<string, [string, string]>([
  ['space', [' ', 'SPACE']],
  ['tab', ['\t', 'TAB']],
  ['newline', ['\n', 'NEWLINE']],
  ['meta-left', ['{', 'META_LEFT']],
  ['meta-right', ['}', 'META_RIGHT']],
]);

interface Cursor {
  s: string;
  tables: Tables;
  report: Report;
  start: number;
}

/** `word?` plus its argument string at `i`, or null. Unknown names are reported, not rejected. */
function readPredicate(c: Cursor, i: number): PredicateCall | null {
  const end = readWord(c.s, i);
  if (end === -1 || c.s.charCodeAt(end) !== 63) return null;
  const name = c.s.slice(i, end + 1);
  const fn = c.tables.predicates.get(name);
  if (fn === undefined) c.report(ERRORS.unknownPredicate, [name], c.start);
  return { name, args: splitArgs(c.s.slice(end + 1), true), fn };
}

/** A reference running exactly from `i` to the end of the tag. */
function wholeReference(s: string, i: number): Reference | null {
  return readReference(s, i) === s.length && i < s.length ? makeReference(s.slice(i)) : null;
}

function afterWhitespace(s: string, i: number): number {
  return isSpace(s.charCodeAt(i)) ? skipSpaces(s, i) : -1;
}

function parseIf(c: Cursor, i: number): Instruction | null {
  const { s, start } = c;
  const predicateEnd = readWord(s, i);
  if (predicateEnd !== -1 && s.charCodeAt(predicateEnd) === 63) {
    const predicate = readPredicate(c, i);
    return predicate && { kind: 'predicate', start, predicate, body: [], or: null };
  }
  const refs: Reference[] = [];
  const ors: boolean[] = [];
  for (;;) {
    const end = readReference(s, i);
    if (end === -1) return null;
    refs.push(makeReference(s.slice(i, end)));
    i = skipSpaces(s, end);
    if (i === s.length) return { kind: 'if', start, refs, ors, body: [], or: null };
    const op = s.slice(i, i + 2);
    if (op !== '&&' && op !== '||') return null;
    ors.push(op === '||');
    i = skipSpaces(s, i + 2);
  }
}

function parseCtx(c: Cursor, i: number, name: string): Instruction | null {
  const { s, start } = c;
  const bindings: { key: string; ref: Reference }[] = [];
  for (;;) {
    const keyEnd = readWord(s, i);
    if (keyEnd === -1) return null;
    if (s.charCodeAt(keyEnd) !== 61) {
      // A single trailing bare word is tolerated and ignored (§2.6).
      if (bindings.length === 0 || keyEnd !== s.length) return null;
      break;
    }
    const refEnd = readReference(s, keyEnd + 1);
    if (refEnd === -1) return null;
    bindings.push({ key: s.slice(i, keyEnd), ref: makeReference(s.slice(keyEnd + 1, refEnd)) });
    i = skipSpaces(s, refEnd);
    if (i === s.length) break;
    if (i === refEnd) return null;
  }
  return { kind: 'ctx', start, name, bindings };
}

/** `s` is the tag's inner text, starting with `.`. */
export function parseInstruction(s: string, tables: Tables, report: Report, start: number): Instruction | null {
  const c: Cursor = { s, tables, report, start };
  const wordEnd = readWord(s, 1);
  if (wordEnd === -1) return null;
  if (s.charCodeAt(wordEnd) === 63) {
    const predicate = readPredicate(c, 1);
    return predicate && { kind: 'predicate', start, predicate, body: [], or: null };
  }
  const keyword = s.slice(1, wordEnd);
  const rest = wordEnd === s.length;
  switch (keyword) {
    case 'end':
      return rest ? { kind: 'end', start } : null;
    case 'eof':
      return rest ? { kind: 'eof', start } : null;
    case 'alternates':
      return s.length === wordEnd + 5 && s.endsWith(' with') ? { kind: 'alternates', start } : null;
    case 'or': {
      if (rest) return { kind: 'or', start, predicate: null };
      if (s.charCodeAt(wordEnd) !== 32) return null;
      const predicate = readPredicate(c, wordEnd + 1);
      return predicate && { kind: 'or', start, predicate };
    }
    case 'section':
    case 'repeated': {
      let i = wordEnd;
      if (keyword === 'repeated') {
        if (!s.startsWith(' section', i)) return null;
        i += 8;
      }
      const ref = wholeReference(s, afterWhitespace(s, i));
      if (ref === null) return null;
      return keyword === 'section'
        ? { kind: 'section', start, ref, body: [], or: null }
        : { kind: 'repeated', start, ref, body: [], alternates: null, or: null };
    }
    case 'if': {
      const i = afterWhitespace(s, wordEnd);
      return i === -1 || i === s.length ? null : parseIf(c, i);
    }
    case 'var':
    case 'ctx':
    case 'inject': {
      if (s.charCodeAt(wordEnd) !== 32) return null;
      const nameEnd = readLocalName(s, wordEnd + 1);
      if (nameEnd === -1 || s.charCodeAt(nameEnd) !== 32) return null;
      const name = s.slice(wordEnd + 1, nameEnd);
      if (keyword === 'ctx') return parseCtx(c, nameEnd + 1, name);
      if (keyword === 'inject') {
        const pathEnd = readPath(s, nameEnd + 1);
        return pathEnd === -1 ? null : { kind: 'inject', start, name, path: s.slice(nameEnd + 1, pathEnd) };
      }
      const parsed = parseRefsAndChain(s, nameEnd + 1, tables, report, start);
      return parsed && { kind: 'var', start, name, refs: parsed.refs, formatters: parsed.formatters };
    }
    case 'macro': {
      if (s.charCodeAt(wordEnd) !== 32 || readPath(s, wordEnd + 1) !== s.length) return null;
      return { kind: 'macro', start, name: s.slice(wordEnd + 1), body: [] };
    }
    case 'include': {
      if (s.charCodeAt(wordEnd) !== 32) return null;
      const args = splitArgs(s.slice(wordEnd), true);
      if (args.length === 0) return null;
      return { kind: 'include', start, name: args[0], output: args.includes('output', 1) };
    }
    case 'eval': {
      const i = afterWhitespace(s, wordEnd);
      return i === -1 ? null : { kind: 'eval', start, expression: s.slice(i) };
    }
    default: {
      const literal = rest ? LITERALS.get(keyword) : undefined;
      return literal ? { kind: 'literal', start, text: literal[0], name: literal[1] } : null;
    }
  }
}
