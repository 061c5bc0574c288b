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

export interface Compiled {
  /** The statements compiled before any halting error; debug output lists them. */
  statements: Instruction[][];
  /** The first compile error detail. */
  error: string | undefined;
}

type Pending = Extract<Token, { kind: 'operator' | 'call' | '(' }>;

export function compile(tokens: readonly Token[], maxDepth: number): Compiled {
  const statements: Instruction[][] = [];
  const pending: Pending[] = [];
  let output: Instruction[] = [];
  let depth = 0;
  let error: string | undefined;

  // An unclosed paren discards its statement but leaves the operators below it pending,
  // and compiling goes on with the next statement.
  const endStatement = (): void => {
    for (let top = pending.pop(); top !== undefined; top = pending.pop()) {
      if (top.kind !== 'operator') {
        depth--;
        error ??= MISMATCHED_LEFT;
        output = [];
        return;
      }
      output.push(operatorInstruction(top.op));
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
        if (token.kind === 'call') output.push(ARGS_INSTRUCTION);
        pending.push(token);
        if (maxDepth > 0 && ++depth > maxDepth) return { statements, error: error ?? tooDeep(maxDepth) };
        break;
      case ')':
        if (!closeGroup(pending, output)) return { statements, error: error ?? MISMATCHED_RIGHT };
        depth--;
        break;
      case ',':
        while (pending.length > 0 && pending[pending.length - 1].kind === 'operator') {
          output.push(operatorInstruction((pending.pop() as { op: OperatorDef }).op));
        }
        break;
      case ';':
        endStatement();
        break;
      case 'operator':
        popTighter(pending, output, token.op);
        pending.push(token);
        break;
    }
  }
  endStatement();
  return { statements, error };
}

/** Pop operators down to the innermost open group and close it; false when there is none. */
function closeGroup(pending: Pending[], output: Instruction[]): boolean {
  for (let top = pending.pop(); top !== undefined; top = pending.pop()) {
    if (top.kind === '(') return true;
    if (top.kind === 'call') {
      output.push(callInstruction(top.name));
      return true;
    }
    output.push(operatorInstruction(top.op));
  }
  return false;
}

function popTighter(pending: Pending[], output: Instruction[], incoming: OperatorDef): void {
  const leftAssociative = !isRightAssociative(incoming);
  for (let top = pending[pending.length - 1]; top?.kind === 'operator'; top = pending[pending.length - 1]) {
    const precedence = top.op.precedence;
    if (precedence < incoming.precedence || (precedence === incoming.precedence && !leftAssociative)) return;
    output.push(operatorInstruction(top.op));
    pending.pop();
  }
}
