/** The `{.…}` instructions of §2.6, matched exactly: anything that does not fit is text (null). */
import type { Instruction } from './ast';
import { afterWhitespace, parseCtx, parseIf, readPredicate, wholeReference } from './instruction-clauses';
import { parseVariable } from './parse-variable';
import { isWordCharacter, readLocalName, readPath, readWord, spelledAt, splitArgs } from './reference';
import type { TagInput } from './tag-input';

const LITERALS = new Map<string, [string, string]>([
  ['space', [' ', 'SPACE']],
  ['tab', ['\t', 'TAB']],
  ['newline', ['\n', 'NEWLINE']],
  ['meta-left', ['{', 'META_LEFT']],
  ['meta-right', ['}', 'META_RIGHT']],
]);

const enum Keyword {
  Other,
  End,
  Eof,
  Alternates,
  Or,
  Section,
  Repeated,
  If,
  Var,
  Ctx,
  Inject,
  Macro,
  Include,
  Eval,
}

/** Whether `s[from]` starts `word` followed by no word character: the keyword whole. */
function wholeWord(s: string, from: number, word: string): boolean {
  return spelledAt(s, from, word) && !isWordCharacter(s.charCodeAt(from + word.length));
}

/**
 * The keyword spelled whole at `s[from]`, classified by its first character and read in the
 * same pass that finds its end (its length, in `KEYWORD_LENGTHS`); Other for any other word.
 */
function keywordAt(s: string, from: number): Keyword {
  switch (s.charCodeAt(from)) {
    case 97:
      return wholeWord(s, from, 'alternates') ? Keyword.Alternates : Keyword.Other;
    case 99:
      return wholeWord(s, from, 'ctx') ? Keyword.Ctx : Keyword.Other;
    case 101:
      if (wholeWord(s, from, 'end')) return Keyword.End;
      if (wholeWord(s, from, 'eof')) return Keyword.Eof;
      return wholeWord(s, from, 'eval') ? Keyword.Eval : Keyword.Other;
    case 105:
      if (wholeWord(s, from, 'if')) return Keyword.If;
      if (wholeWord(s, from, 'include')) return Keyword.Include;
      return wholeWord(s, from, 'inject') ? Keyword.Inject : Keyword.Other;
    case 109:
      return wholeWord(s, from, 'macro') ? Keyword.Macro : Keyword.Other;
    case 111:
      return wholeWord(s, from, 'or') ? Keyword.Or : Keyword.Other;
    case 114:
      return wholeWord(s, from, 'repeated') ? Keyword.Repeated : Keyword.Other;
    case 115:
      return wholeWord(s, from, 'section') ? Keyword.Section : Keyword.Other;
    case 118:
      return wholeWord(s, from, 'var') ? Keyword.Var : Keyword.Other;
    default:
      return Keyword.Other;
  }
}

/** Indexed by `Keyword`. */
const KEYWORD_LENGTHS = [0, 3, 3, 10, 2, 7, 8, 2, 3, 3, 6, 5, 7, 4];

/** `.var`, `.ctx` and `.inject`: a space, an `@name`, a space, then their own part. */
function parseLocal(input: TagInput, keyword: Keyword, wordEnd: number, to: number, start: number): Instruction | null {
  const s = input.s;
  if (s.charCodeAt(wordEnd) !== 32) return null;
  const nameEnd = readLocalName(s, wordEnd + 1);
  if (nameEnd === -1 || s.charCodeAt(nameEnd) !== 32) return null;
  const name = s.slice(wordEnd + 1, nameEnd);
  if (keyword === Keyword.Ctx) return parseCtx(s, nameEnd + 1, to, start, name);
  if (keyword === Keyword.Inject) {
    const pathEnd = readPath(s, nameEnd + 1);
    return pathEnd === -1 ? null : { kind: 'inject', start, name, path: s.slice(nameEnd + 1, pathEnd) };
  }
  const parsed = parseVariable(input, nameEnd + 1, to, start);
  return parsed && { kind: 'var', start, name, refs: parsed.refs, formatters: parsed.formatters };
}

/** The instruction in `s[from, to)`, where `s[from]` is its `.`; `start` is the tag's `{`. */
export function parseInstruction(input: TagInput, from: number, to: number, start: number): Instruction | null {
  const s = input.s;
  const keyword = keywordAt(s, from + 1);
  const wordEnd = keyword === Keyword.Other ? readWord(s, from + 1) : from + 1 + KEYWORD_LENGTHS[keyword];
  if (wordEnd === -1) return null;
  if (s.charCodeAt(wordEnd) === 63) {
    const predicate = readPredicate(input, from + 1, to, start);
    return predicate && { kind: 'predicate', start, predicate, body: [], or: null };
  }
  const rest = wordEnd === to;
  switch (keyword) {
    case Keyword.End:
      return rest ? { kind: 'end', start } : null;
    case Keyword.Eof:
      return rest ? { kind: 'eof', start } : null;
    case Keyword.Alternates:
      return to === wordEnd + 5 && spelledAt(s, wordEnd, ' with') ? { kind: 'alternates', start } : null;
    case Keyword.Or: {
      if (rest) return { kind: 'or', start, predicate: null };
      if (s.charCodeAt(wordEnd) !== 32) return null;
      const predicate = readPredicate(input, wordEnd + 1, to, start);
      return predicate && { kind: 'or', start, predicate };
    }
    case Keyword.Section: {
      const ref = wholeReference(s, afterWhitespace(s, wordEnd), to);
      return ref === null ? null : { kind: 'section', start, ref, body: [], or: null };
    }
    case Keyword.Repeated: {
      if (!spelledAt(s, wordEnd, ' section')) return null;
      const ref = wholeReference(s, afterWhitespace(s, wordEnd + 8), to);
      return ref === null ? null : { kind: 'repeated', start, ref, body: [], alternates: null, or: null };
    }
    case Keyword.If: {
      const i = afterWhitespace(s, wordEnd);
      return i === -1 || i === to ? null : parseIf(input, i, to, start);
    }
    case Keyword.Var:
    case Keyword.Ctx:
    case Keyword.Inject:
      return parseLocal(input, keyword, wordEnd, to, start);
    case Keyword.Macro:
      if (s.charCodeAt(wordEnd) !== 32 || readPath(s, wordEnd + 1) !== to) return null;
      return { kind: 'macro', start, name: s.slice(wordEnd + 1, to), body: [] };
    case Keyword.Include: {
      if (s.charCodeAt(wordEnd) !== 32) return null;
      const args = splitArgs(s, wordEnd, to, true);
      if (args.length === 0) return null;
      return { kind: 'include', start, name: args[0], output: args.includes('output', 1) };
    }
    case Keyword.Eval: {
      const i = afterWhitespace(s, wordEnd);
      return i === -1 ? null : { kind: 'eval', start, expression: s.slice(i, to) };
    }
    default: {
      const literal = rest ? LITERALS.get(s.slice(from + 1, wordEnd)) : undefined;
      return literal ? { kind: 'literal', start, text: literal[0], name: literal[1] } : null;
    }
  }
}
