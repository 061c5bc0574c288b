import type { Instruction } from './ast';
import { parseInstruction } from './parse-instruction';
import { parseRefsAndChain } from './parse-variable';
import type { Report, Tables } from './tables';

/** Classifies a tag's inner text (§2.2). Null: the span is literal text. */
export function parseTag(inner: string, tables: Tables, report: Report, start: number): Instruction | null {
  const first = inner.charCodeAt(0);
  if (first === 35) return { kind: 'comment', start };
  if (first === 46) return parseInstruction(inner, tables, report, start);
  const parsed = parseRefsAndChain(inner, 0, tables, report, start);
  return parsed && { kind: 'variable', start, refs: parsed.refs, formatters: parsed.formatters };
}
