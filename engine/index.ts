/**
 * The template engine: JSON-Template as described in the language reference. Compile once,
 * render many times; errors are collected with positions, never thrown.
 *
 * @example
 *   const template = compileTemplate('Hello {name|html}!');
 *   template.render({ name: 'Ann' }).output; // 'Hello Ann!'
 *
 * @module
 */
import { environmentFor } from './compiler/environment';
import { Template } from './template';
import type { CompileOptions, CompiledTemplate, RenderOptions, RenderResult } from './types';

export type * from './types';
export { Registry } from './registry';
export { defaultRegistry, registerFormatter, registerPredicate } from './builtins';
export { formatErrorFrame } from './errors/format-frame';
export { isTruthy, toText, toNumber, toFlag, printValue, ownProperty } from './convert';

export function compileTemplate(source: string, options?: CompileOptions): CompiledTemplate {
  return new Template(source, environmentFor(options));
}

export function renderTemplate(source: string, data: unknown, options?: CompileOptions & RenderOptions): RenderResult {
  return compileTemplate(source, options).render(data, options);
}
