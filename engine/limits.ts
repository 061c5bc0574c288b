/** The engine's limits (§6.3, §7.6, §13), with the defaults this product chose. */
import { PARTIAL_NESTING_MAX } from '../domain';
import type { ExpressionLimits } from './types';

/** Active `apply`/`.include` executions allowed at once (partials and macros alike). */
export const NESTING_LIMIT = PARTIAL_NESTING_MAX;

/**
 * `apply`/`.include` executions allowed in one render. Refused entries leave again (§6.3), so
 * a macro that includes itself twice or more per level would run k^16 times without this.
 */
export const APPLICATION_LIMIT = 100_000;

/**
 * Errors one render records. Past it only errors unlike every one recorded (message and
 * position) are kept, up to `MAX_LATE_ERRORS` more, then one error says how many were dropped:
 * a 65-byte template can otherwise record hundreds of thousands of copies of one error.
 */
export const MAX_TEMPLATE_ERRORS = 1000;
export const MAX_LATE_ERRORS = 100;

/** The closing error of a render that dropped some (ours). */
export const ERRORS_DROPPED = {
  code: 'errors-dropped',
  type: 'engine',
  message: (count: string) =>
    `RuntimeError: ${count} more errors were dropped (repeats, or past the first ${MAX_TEMPLATE_ERRORS})`,
} as const;

/** Safe defaults that ordinary templates never reach; CompileOptions.expressionLimits overrides. */
export const DEFAULT_EXPRESSION_LIMITS: Readonly<ExpressionLimits> = {
  maxTokens: 1000,
  maxStringLength: 65536,
  maxRecursionDepth: 64,
};

export function expressionLimits(overrides: Partial<ExpressionLimits> | undefined): ExpressionLimits {
  return { ...DEFAULT_EXPRESSION_LIMITS, ...overrides };
}

/** Why `NestingCounter.enter` refused an entry. */
export const enum Refusal {
  None,
  Depth,
  Budget,
}

/**
 * Counts active partial applications. `enter` refuses past the depth limit, but the caller
 * leaves on every exit, refused or not, so each use gets the full depth (the deliberate §6.3
 * choice). It also refuses every entry once the render has used its application budget.
 */
export class NestingCounter {
  #depth = 0;
  #total = 0;

  enter(): Refusal {
    if (++this.#depth > NESTING_LIMIT) return Refusal.Depth;
    return ++this.#total > APPLICATION_LIMIT ? Refusal.Budget : Refusal.None;
  }

  leave(): void {
    this.#depth--;
  }
}
