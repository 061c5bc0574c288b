/** `.eval` (§5.12): compiled on first execution and cached on the instruction. */
import type { Exec } from '../executor/exec';
import type { Code } from '../executor/frame';
import { resolveSegments } from '../executor/resolve';
import type { Site } from '../executor/site';
import { compileExpression, runExpression, type CompiledExpression, type ExpressionEnv } from '../expression';
import type { EvalNode } from '../parser/ast';
import type { CompileContext } from './context';

/** The expression language's view of the scope stack, from the frame where `.eval` sits. */
function expressionEnv(exec: Exec): ExpressionEnv {
  return (exec.expressionEnv ??= { resolve: (segments) => resolveSegments(exec.stack, exec.top, segments) });
}

export function compileEval(node: EvalNode, context: CompileContext): Code {
  if (!context.enableExpressions) return () => {};
  const { expression } = node;
  const { limits } = context;
  const site: Site = { source: context.source, start: node.start, instruction: 'EVAL' };
  let compiled: CompiledExpression | undefined;
  return (exec) => {
    compiled ??= compileExpression(expression, limits);
    exec.site = site;
    // The compiled form is shared by every render; its error is reported once per render.
    if (compiled.compileError !== undefined && !(exec.reportedEvals ??= new Set()).has(node)) {
      exec.reportedEvals.add(node);
      exec.error(compiled.compileError);
    }
    const result = runExpression(compiled, expressionEnv(exec), limits);
    for (const message of result.errors) exec.error(message);
    if (result.locals !== null) for (const [name, value] of result.locals) exec.setLocal(name, value);
    exec.out += result.output;
  };
}
