/** The postfix instructions an expression compiles to, each with its debug text (§5.12). */
import type { FunctionName } from './functions';
import type { BinaryDescription, OperatorDef, UnaryDescription } from './operators';
import type { Reference } from './reference';
import type { Scalar } from './values';

export type Instruction =
  | { readonly kind: 'value'; readonly value: Scalar; readonly text: string }
  | { readonly kind: 'ref'; readonly ref: Reference; readonly text: string }
  | { readonly kind: 'args'; readonly text: string }
  | { readonly kind: 'call'; readonly name: FunctionName; readonly text: string }
  | { readonly kind: 'unary'; readonly description: UnaryDescription; readonly text: string }
  | { readonly kind: 'binary'; readonly description: BinaryDescription; readonly text: string }
  | { readonly kind: 'assign'; readonly text: string };

/** Marks where a call's arguments start on the value stack. */
export const ARGS_INSTRUCTION: Instruction = Object.freeze({ kind: 'args', text: '<args>' });

export function valueInstruction(value: Scalar): Instruction {
  const text = typeof value === 'string' ? JSON.stringify(value) : String(value);
  return Object.freeze({ kind: 'value', value, text });
}

export function refInstruction(ref: Reference): Instruction {
  return Object.freeze({ kind: 'ref', ref, text: ref.text });
}

export function callInstruction(name: FunctionName): Instruction {
  return Object.freeze({ kind: 'call', name, text: `${name}()` });
}

export function operatorInstruction(op: OperatorDef): Instruction {
  const text = `<${op.description}>`;
  if (op.kind === 'assign') return Object.freeze({ kind: 'assign', text });
  if (op.kind === 'unary') return Object.freeze({ kind: 'unary', description: op.description, text });
  return Object.freeze({ kind: 'binary', description: op.description, text });
}

/** `EVAL=[[tok tok …], […]]`: one bracket per statement, instructions in evaluation order. */
export function debugListing(statements: readonly (readonly Instruction[])[]): string {
  const listed = statements.map((statement) => `[${statement.map((ins) => ins.text).join(' ')}]`);
  return `EVAL=[${listed.join(', ')}]`;
}
