/** A one-frame stand-in for the template scope, for the expression unit tests. */
import { ownProperty, propertyPath } from '../convert';
import type { ExpressionLimits } from '../types';
import { compileExpression } from './program';
import { runExpression } from './evaluate';
import type { ExpressionEnv } from './types';

export const NO_LIMITS: ExpressionLimits = { maxTokens: 0, maxStringLength: 0, maxRecursionDepth: 0 };

/** Resolves against `data` as the only frame; `frameLocals` play the frame's `@name` variables. */
export function frameEnv(data: unknown, frameLocals: Record<string, unknown> = {}): ExpressionEnv {
  return {
    resolve(segments) {
      const [head, ...rest] = segments;
      let value: unknown;
      if (head === '@') value = data;
      else if (typeof head === 'string' && head.startsWith('@')) value = ownProperty(frameLocals, head);
      else value = ownProperty(data, head);
      return propertyPath(value, ...rest);
    },
  };
}

/** Compile and run once; the compile error, if any, leads the error list as the template would record it. */
export function evaluate(source: string, data: unknown = {}, limits: ExpressionLimits = NO_LIMITS) {
  const compiled = compileExpression(source, limits);
  const outcome = runExpression(compiled, frameEnv(data), limits);
  const errors = compiled.compileError === undefined ? outcome.errors : [compiled.compileError, ...outcome.errors];
  return { output: outcome.output, errors, locals: outcome.locals };
}
