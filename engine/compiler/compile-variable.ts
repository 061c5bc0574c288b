/** Variable tags (§5.1) and `.var` (§5.7): references, then the formatter chain. */
import { printValue } from '../convert';
import type { Exec } from '../executor/exec';
import type { Code } from '../executor/frame';
import type { Site } from '../executor/site';
import type { FormatterCall, ReferenceText, VariableNode, VarNode } from '../parser/ast';
import type { CompileContext } from './context';
import { compileResolver, type Resolver } from './compile-reference';
import { isStackFree } from './stack-free-formatters';
import { fuseFormatters } from './fuse-formatters';

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

function compileResolveAll(refs: readonly ReferenceText[]): (exec: Exec) => unknown[] {
  const resolvers = refs.map(compileResolver);
  if (resolvers.length === 1) {
    const [resolve] = resolvers;
    return (exec) => [resolve(exec)];
  }
  return (exec) => resolvers.map((resolve) => resolve(exec));
}

function print(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : printValue(value);
}

/** A variable without formatters, fused with the text around it to save calls per node. */
export function compilePlainVariable(ref: ReferenceText, before: string, after: string): Code {
  const resolve = compileResolver(ref);
  if (before === '' && after === '') {
    return (exec) => {
      exec.out += print(resolve(exec));
    };
  }
  return (exec) => {
    exec.out += before + print(resolve(exec)) + after;
  };
}

/**
 * One reference, one formatter that reads only its value and the render's settings
 * (stack-free-formatters.ts): no frame for the value, no value list. The site is set before
 * the call, as the formatter may record an error at it.
 */
function compileStackFreeVariable(
  resolve: Resolver,
  call: FormatterCall,
  site: Site,
  before: string,
  after: string,
): Code {
  const { fn, args } = call;
  return (exec) => {
    const input = resolve(exec);
    exec.site = site;
    let value: unknown;
    try {
      value = fn(input, args, exec);
    } catch (thrown) {
      exec.site = site;
      exec.unexpected(thrown);
      exec.out += before + after;
      return;
    }
    exec.out += before + print(value) + after;
  };
}

/**
 * A variable with its formatter chain, fused with the text around it as plain variables are
 * (the chain never writes to the output, so the text can go out with the value). A thrown
 * formatter prints no value but keeps the text.
 */
export function compileVariable(node: VariableNode, context: CompileContext, before = '', after = ''): Code {
  const { refs } = node;
  if (node.formatters.length === 0) return compilePlainVariable(refs[0], before, after);
  const formatters = fuseFormatters(node.formatters);
  const site: Site = { source: context.source, start: node.start, instruction: 'VARIABLE' };
  if (refs.length === 1 && formatters.length === 1) {
    // One reference, one formatter (`{title|html}`, `{price|money}`): no chain loop, no resolver list.
    const resolve = compileResolver(refs[0]);
    const [call] = formatters;
    if (isStackFree(call.fn)) return compileStackFreeVariable(resolve, call, site, before, after);
    return (exec) => {
      const values = [resolve(exec)];
      const savedTop = exec.top;
      exec.push(values[0]);
      exec.site = site;
      let value: unknown;
      try {
        exec.values = values;
        value = values[0] = call.fn(values[0], call.args, exec);
      } catch (thrown) {
        exec.site = site;
        exec.unexpected(thrown);
        exec.out += before + after;
        return;
      } finally {
        exec.top = savedTop;
      }
      exec.out += before + print(value) + after;
    };
  }
  const resolveAll = compileResolveAll(refs);
  return (exec) => {
    const values = resolveAll(exec);
    const savedTop = exec.top;
    exec.push(values[0]);
    exec.site = site;
    let value: unknown;
    try {
      value = runChain(exec, values, formatters);
    } catch (thrown) {
      exec.site = site;
      exec.unexpected(thrown);
      exec.out += before + after;
      return;
    } finally {
      exec.top = savedTop;
    }
    exec.out += before + print(value) + after;
  };
}

export function compileVar(node: VarNode, context: CompileContext): Code {
  const { refs, name } = node;
  const formatters = fuseFormatters(node.formatters);
  const site: Site = { source: context.source, start: node.start, instruction: 'BINDVAR' };
  const resolveAll = compileResolveAll(refs);
  return (exec) => {
    const values = resolveAll(exec);
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
