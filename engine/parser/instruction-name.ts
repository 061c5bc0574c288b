import type { Instruction } from './ast';

const NAMES: Record<Instruction['kind'], string> = {
  text: 'TEXT',
  variable: 'VARIABLE',
  section: 'SECTION',
  repeated: 'REPEATED',
  predicate: 'PREDICATE',
  if: 'IF',
  macro: 'MACRO',
  var: 'BINDVAR',
  ctx: 'CTXVAR',
  include: 'INCLUDE',
  inject: 'INJECT',
  eval: 'EVAL',
  end: 'END',
  or: 'OR_PREDICATE',
  alternates: 'ALTERNATES_WITH',
  eof: 'EOF',
  comment: 'COMMENT',
  literal: 'TEXT',
};

/** The reference engine's name for an instruction, as error messages spell it. */
export function instructionName(instruction: Instruction): string {
  return instruction.kind === 'literal' ? instruction.name : NAMES[instruction.kind];
}
