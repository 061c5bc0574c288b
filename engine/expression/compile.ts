/**
 * The shunting-yard pass (§7.2, §7.3): tokens to one postfix instruction list per statement.
 * Parens and call groups nest without recursion, so the depth limit is counted here.
 */
import {
  ARGS_INSTRUCTION,
  callInstruction,
  operatorInstruction,
  refInstruction,
  valueInstruction,
} from './instructions';
import type { Instruction } from './instructions';
import { MISMATCHED_LEFT, MISMATCHED_RIGHT, tooDeep } from './messages';
import { isRightAssociative } from './operators';
import type { OperatorDef } from './operators';
import type { Token } from './tokenizer';

interface Compiled {
  /** The statements compiled before any halting error; debug output lists them. */
  statements: Instruction[][];
  /** The first compile error detail. */
  error: string | undefined;
}

/** A call waits under its own `(`, and binds tighter than any operator once that paren is gone. */
type Pending = Extract<Token, { kind: 'operator' | 'call' | '(' }>;

const OPEN: Pending = Object.freeze({ kind: '(' });

export function compile(tokens: readonly Token[], maxDepth: number): Compiled {
  const statements: Instruction[][] = [];
  const pending: Pending[] = [];
  let output: Instruction[] = [];
  let depth = 0;
  let error: string | undefined;

  // An unclosed paren discards its statement but leaves whatever is pending below it
  // for the next statement, and compiling goes on.
  const endStatement = (): void => {
    for (let top = pending.pop(); top !== undefined; top = pending.pop()) {
      if (top.kind === '(') {
        depth--;
        error ??= MISMATCHED_LEFT;
        output = [];
        return;
      }
      output.push(instructionFor(top));
    }
    if (output.length > 0) statements.push(output);
    output = [];
  };

  for (const token of tokens) {
    switch (token.kind) {
      case 'value':
        output.push(valueInstruction(token.value));
        break;
      case 'ref':
        output.push(refInstruction(token.ref));
        break;
      case 'call':
      case '(':
        if (token.kind === 'call') {
          output.push(ARGS_INSTRUCTION);
          pending.push(token);
        }
        pending.push(OPEN);
        if (maxDepth > 0 && ++depth > maxDepth) return { statements, error: error ?? tooDeep(maxDepth) };
        break;
      case ')':
        if (!closeGroup(pending, output)) return { statements, error: error ?? MISMATCHED_RIGHT };
        depth--;
        break;
      case ',':
        popWhile(pending, output, () => true);
        break;
      case ';':
        endStatement();
        break;
      case 'operator':
        popWhile(pending, output, (top) => bindsTighter(top, token.op));
        pending.push(token);
        break;
    }
  }
  endStatement();
  return { statements, error };
}

function instructionFor(pending: Exclude<Pending, { kind: '(' }>): Instruction {
  return pending.kind === 'call' ? callInstruction(pending.name) : operatorInstruction(pending.op);
}

/** Move pending operators and calls to the output, down to the innermost `(` at most. */
function popWhile(
  pending: Pending[],
  output: Instruction[],
  test: (top: Exclude<Pending, { kind: '(' }>) => boolean,
): void {
  for (
    let top = pending[pending.length - 1];
    top !== undefined && top.kind !== '(';
    top = pending[pending.length - 1]
  ) {
    if (!test(top)) return;
    output.push(instructionFor(top));
    pending.pop();
  }
}

function bindsTighter(top: Exclude<Pending, { kind: '(' }>, incoming: OperatorDef): boolean {
  if (top.kind === 'call') return true;
  const precedence = top.op.precedence;
  return precedence > incoming.precedence || (precedence === incoming.precedence && !isRightAssociative(incoming));
}

/** Close the innermost group, then finish the call it belongs to; false when no group is open. */
function closeGroup(pending: Pending[], output: Instruction[]): boolean {
  popWhile(pending, output, () => true);
  if (pending.pop() === undefined) return false;
  const owner = pending[pending.length - 1];
  if (owner?.kind === 'call') {
    output.push(callInstruction(owner.name));
    pending.pop();
  }
  return true;
}
