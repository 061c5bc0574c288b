/** Instructions that write into the current frame: `.var`, `.ctx`, `.inject`, `.macro`, `.include`. */
import type { Exec } from '../executor/exec';
import type { Code } from '../executor/frame';
import { includePartial } from '../executor/partials';
import type { Site } from '../executor/site';
import type { CtxNode, IncludeNode, InjectNode, MacroNode, VarNode } from '../parser/ast';
import { compileNodes } from './compile-nodes';
import { compileVar } from './compile-variable';
import type { CompileContext } from './context';
import { compileResolver } from './compile-reference';

const hasOwn = Object.prototype.hasOwnProperty;

/** A missing reference becomes `null`, so `{@name|json}` shows the key (§5.8). */
function compileCtx(node: CtxNode): Code {
  const { name } = node;
  const bindings = node.bindings.map(({ key, ref }) => ({ key, resolve: compileResolver(ref) }));
  return (exec) => {
    const object: Record<string, unknown> = Object.create(null);
    for (const { key, resolve } of bindings) object[key] = resolve(exec) ?? null;
    exec.setLocal(name, object);
  };
}

function decodeInjectable(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** JSON text is decoded once per render; a JavaScript-falsy value counts as missing (§5.11). */
function injectable(exec: Exec, path: string): unknown {
  const injects = exec.injects;
  if (injects === undefined || !hasOwn.call(injects, path)) return undefined;
  const cache = (exec.injectCache ??= new Map());
  if (!cache.has(path)) {
    const raw = injects[path];
    const value = typeof raw === 'string' ? decodeInjectable(raw) : raw;
    cache.set(path, value || undefined);
  }
  return cache.get(path);
}

function compileInject(node: InjectNode): Code {
  const { name, path } = node;
  return (exec) => exec.setLocal(name, injectable(exec, path));
}

function compileMacro(node: MacroNode, context: CompileContext): Code {
  const { name } = node;
  const body = compileNodes(node.body, context);
  return (exec) => {
    const frame = exec.stack[exec.top];
    (frame.macros ??= new Map()).set(name, body);
  };
}

function compileInclude(node: IncludeNode, context: CompileContext): Code {
  if (!context.enableInclude) return () => {};
  const { name, output } = node;
  const site: Site = { source: context.source, start: node.start, instruction: 'INCLUDE' };
  return (exec) => {
    exec.site = site;
    includePartial(exec, name, output);
  };
}

export function compileLocal(
  node: VarNode | CtxNode | InjectNode | MacroNode | IncludeNode,
  context: CompileContext,
): Code {
  switch (node.kind) {
    case 'var':
      return compileVar(node, context);
    case 'ctx':
      return compileCtx(node);
    case 'inject':
      return compileInject(node);
    case 'macro':
      return compileMacro(node, context);
    default:
      return compileInclude(node, context);
  }
}
