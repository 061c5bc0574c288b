/**
 * The `.eval` expression language (§5.12, §7): compile once, run many times.
 *
 * @module
 */
export { compileExpression } from './program';
export { runExpression } from './evaluate';
export type { CompiledExpression, ExpressionEnv, ExpressionOutcome } from './types';
