import type { Instruction } from './ast';
import { parseInstruction } from './parse-instruction';
import { parseVariable } from './parse-variable';
import type { TagInput } from './tag-input';

/**
 * Classifies the tag whose text is `s[from, to)` by its first character (§2.2). Null: the
 * span is literal text. `start` is the offset of the tag's `{`.
 */
export function parseTag(input: TagInput, from: number, to: number, start: number): Instruction | null {
  const first = input.s.charCodeAt(from);
  if (first === 35) return { kind: 'comment', start };
  if (first === 46) return parseInstruction(input, from, to, start);
  return parseVariable(input, from, to, start);
}
