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

type UnitOptions = Omit<CompileContext, 'source'>;

class LazyUnit implements CompiledUnit {
  readonly errors: TemplateError[] = [];
  #nodes: readonly Node[] = [];
  #code: Code | undefined;
  readonly #source: string;
  readonly #options: UnitOptions;

  constructor(source: string, options: UnitOptions) {
    this.#source = source;
    this.#options = options;
  }

  parse(): this {
    const source = this.#source;
    this.#nodes = parseTemplate(source, this.#options.tables, (entry, args, start) => {
      this.errors.push(makeError(entry, args, source, start));
    });
    return this;
  }

  get code(): Code {
    if (this.#code === undefined) {
      const { tables, enableExpressions, enableInclude, limits } = this.#options;
      // Listed, not spread: the options are an Environment, and copying it by spread is slow.
      this.#code = compileNodes(this.#nodes, { source: this.#source, tables, enableExpressions, enableInclude, limits });
      this.#nodes = [];
    }
    return this.#code;
  }
}

export function compileUnit(source: string, options: UnitOptions): CompiledUnit {
  return new LazyUnit(source, options).parse();
}
