/** Source text to a compiled unit: parse, assemble, compile; errors in source order. */
import { makeError } from '../errors/template-error';
import type { CompiledUnit } from '../executor/unit';
import { parseTemplate } from '../parser';
import type { TemplateError } from '../types';
import { compileNodes } from './compile-nodes';
import type { CompileContext } from './context';

export function compileUnit(source: string, context: Omit<CompileContext, 'source'>): CompiledUnit {
  const errors: TemplateError[] = [];
  const nodes = parseTemplate(source, context.tables, (entry, args, start) => {
    errors.push(makeError(entry, args, source, start));
  });
  return { code: compileNodes(nodes, { ...context, source }), errors };
}
