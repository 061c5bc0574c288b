/**
 * Source text to a compiled unit: parse and assemble at once, reporting every compile error
 * in source order; the closures are built on the first render, once per unit.
 */
import { makeError } from '../errors/template-error';
import type { Code } from '../executor/frame';
import type { CompiledUnit } from '../executor/unit';
import { parseTemplate } from '../parser';
import type { Node } from '../parser/ast';
import type { TemplateError } from '../types';
import { compileNodes } from './compile-nodes';
import type { CompileContext } from './context';

class LazyUnit implements CompiledUnit {
  readonly errors: TemplateError[] = [];
  #nodes: readonly Node[] = [];
  #code: Code | undefined;
  readonly #context: CompileContext;

  constructor(context: CompileContext) {
    this.#context = context;
  }

  parse(): this {
    const { source } = this.#context;
    this.#nodes = parseTemplate(source, this.#context.tables, (entry, args, start) => {
      this.errors.push(makeError(entry, args, source, start));
    });
    return this;
  }

  get code(): Code {
    if (this.#code === undefined) {
      this.#code = compileNodes(this.#nodes, this.#context);
      this.#nodes = [];
    }
    return this.#code;
  }
}

export function compileUnit(source: string, context: Omit<CompileContext, 'source'>): CompiledUnit {
  return new LazyUnit({ ...context, source }).parse();
}
