/**
 * Running a compiled expression (§5.12 steps 2 and 3, §7.4 to §7.6): a loop over postfix
 * instructions with one value stack, no recursion and no allocation per instruction.
 */
import { printValue } from '../convert';
import type { ExpressionLimits } from '../types';
import { callFunction } from './functions';
import type { FunctionName } from './functions';
import type { Instruction } from './instructions';
import { UNEXPECTED_ON_STACK, functionError, internalError, invalidArguments, reduceError, tooLong } from './messages';
import { applyBinary, applyUnary } from './operations';
import { Program } from './program';
import { Reference } from './reference';
import type { CompiledExpression, ExpressionEnv, ExpressionOutcome } from './types';
import { isUsable } from './values';
import type { Scalar } from './values';

/** Where a call's arguments start on the stack. */
const ARGS = Symbol('args');
/** What a unary operator leaves for an unusable operand; it also ends an argument scan. */
const NO_VALUE = Symbol('no value');

/** Run a compiled expression against the template scope. Never throws. */
export function runExpression(
  expr: CompiledExpression,
  env: ExpressionEnv,
  limits: ExpressionLimits,
): ExpressionOutcome {
  if (!(expr instanceof Program)) {
    const detail = internalError(new TypeError('not compiled by compileExpression'));
    return { output: '', locals: null, errors: [reduceError(expr.text, detail)] };
  }
  if (expr.compileError !== undefined) return { output: expr.listing, locals: null, errors: [] };
  const run = new Run(expr.text, env, limits.maxStringLength);
  let result: unknown = NO_VALUE;
  try {
    for (const statement of expr.statements) result = run.statement(statement);
  } catch (caught) {
    run.errors.push(reduceError(expr.text, internalError(caught)));
  }
  const failed = run.errors.length > 0;
  const printed = failed || result === NO_VALUE ? undefined : printValue(result);
  const output = expr.debug ? expr.listing + (printed === undefined ? '' : ` -> ${printed}`) : (printed ?? '');
  return { output, locals: failed ? null : (run.locals ?? new Map()), errors: run.errors };
}

class Run {
  readonly errors: string[] = [];
  locals: Map<string, unknown> | undefined;
  /** The value stack; entries at `#size` and above are stale. */
  readonly #stack: unknown[] = [];
  #size = 0;

  constructor(
    readonly text: string,
    readonly env: ExpressionEnv,
    readonly maxStringLength: number,
  ) {}

  /** The statement's value, or NO_VALUE. Errors stop the statement. */
  statement(instructions: readonly Instruction[]): unknown {
    this.#size = 0;
    for (const ins of instructions) {
      switch (ins.kind) {
        case 'value':
          this.#push(ins.value);
          break;
        case 'ref':
          this.#push(ins.ref);
          break;
        case 'args':
          this.#push(ARGS);
          break;
        case 'unary': {
          const operand = this.#pop();
          this.#push(isUsable(operand) ? applyUnary(ins.description, operand) : NO_VALUE);
          break;
        }
        case 'binary': {
          const right = this.#pop();
          const left = this.#pop();
          if (!isUsable(left) || !isUsable(right)) return this.#fail(invalidArguments(ins.description));
          const value = applyBinary(ins.description, left, right, this.maxStringLength);
          if (value === undefined) return this.#fail(tooLong(this.maxStringLength));
          this.#push(value);
          break;
        }
        case 'call': {
          const value = this.#call(ins.name);
          if (value === undefined) return this.#fail(functionError(ins.name));
          this.#push(value);
          break;
        }
        case 'assign':
          this.#assign();
          return NO_VALUE;
      }
    }
    return this.#finish();
  }

  #push(item: unknown): void {
    this.#stack[this.#size++] = item;
  }

  /** The resolved top item; undefined when the stack is empty. */
  #pop(): unknown {
    return this.#size === 0 ? undefined : this.#resolve(this.#stack[--this.#size]);
  }

  #fail(detail: string): typeof NO_VALUE {
    this.errors.push(reduceError(this.text, detail));
    this.#finish();
    return NO_VALUE;
  }

  /** The top of the stack is the statement's value; an object, array or call marker there is an error. */
  #finish(): unknown {
    if (this.#size === 0) return NO_VALUE;
    const top = this.#resolve(this.#stack[this.#size - 1]);
    if (top === NO_VALUE || isUsable(top)) return top;
    this.errors.push(reduceError(this.text, UNEXPECTED_ON_STACK));
    return NO_VALUE;
  }

  /** Arguments run down to the call marker; a no-value left by a unary operator ends them early. */
  #call(name: FunctionName): Scalar | undefined {
    const stack = this.#stack;
    const end = this.#size;
    let start = end;
    while (start > 0 && stack[start - 1] !== ARGS && stack[start - 1] !== NO_VALUE) start--;
    for (let i = start; i < end; i++) stack[i] = this.#resolve(stack[i]);
    this.#size = Math.max(start - 1, 0);
    return callFunction(name, stack, start, end);
  }

  /** Stores only a usable value into a single-segment `@name`; anything else is silently ignored (§7.5). */
  #assign(): void {
    const value = this.#pop();
    const target = this.#size === 0 ? undefined : this.#stack[--this.#size];
    if (target instanceof Reference && target.assignable && isUsable(value)) {
      (this.locals ??= new Map()).set(target.local as string, value);
    }
  }

  /** References resolve when an operator needs them; this expression's assignments come first. */
  #resolve(item: unknown): unknown {
    if (typeof item !== 'object' || !(item instanceof Reference)) return item;
    const local = item.local;
    if (local !== undefined && this.locals?.has(local)) {
      return item.segments.length === 1 ? this.locals.get(local) : null;
    }
    const value = this.env.resolve(item.segments);
    return value === undefined ? null : value;
  }
}
