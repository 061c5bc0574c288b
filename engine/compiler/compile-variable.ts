/** Variable tags (§5.1) and `.var` (§5.7): references, then the formatter chain. */
import { printValue } from '../convert';
import type { Exec } from '../executor/exec';
import type { Code } from '../executor/frame';
import type { Site } from '../executor/site';
import type { FormatterCall, Reference, VariableNode, VarNode } from '../parser/ast';
import type { CompileContext } from './context';

/** Runs the chain; each formatter replaces the first value. May throw (the caller records it). */
function runChain(exec: Exec, values: unknown[], formatters: readonly FormatterCall[]): unknown {
  let value = values[0];
  for (let i = 0; i < formatters.length; i++) {
    const call = formatters[i];
    exec.values = values;
    value = values[0] = call.fn(value, call.args, exec);
  }
  return value;
}

function resolveAll(exec: Exec, refs: readonly Reference[]): unknown[] {
  const values = new Array<unknown>(refs.length);
  for (let i = 0; i < refs.length; i++) values[i] = exec.resolveRef(refs[i]);
  return values;
}

export function compileVariable(node: VariableNode, context: CompileContext): Code {
  const { refs, formatters } = node;
  if (formatters.length === 0) {
    const ref = refs[0];
    return (exec) => {
      const value = exec.resolveRef(ref);
      exec.out += typeof value === 'string' ? value : printValue(value);
    };
  }
  const site: Site = { source: context.source, start: node.start, instruction: 'VARIABLE' };
  return (exec) => {
    const values = resolveAll(exec, refs);
    const savedTop = exec.top;
    exec.push(values[0]);
    exec.site = site;
    let value: unknown;
    try {
      value = runChain(exec, values, formatters);
    } catch (thrown) {
      exec.site = site;
      exec.unexpected(thrown);
      return;
    } finally {
      exec.top = savedTop;
    }
    exec.out += typeof value === 'string' ? value : printValue(value);
  };
}

export function compileVar(node: VarNode, context: CompileContext): Code {
  const { refs, formatters, name } = node;
  const site: Site = { source: context.source, start: node.start, instruction: 'BINDVAR' };
  return (exec) => {
    const values = resolveAll(exec, refs);
    exec.site = site;
    let value: unknown;
    try {
      value = runChain(exec, values, formatters);
    } catch (thrown) {
      exec.site = site;
      exec.unexpected(thrown);
      return;
    }
    exec.setLocal(name, value);
  };
}
