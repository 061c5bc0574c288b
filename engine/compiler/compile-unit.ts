/**
 * Source text to a compiled unit: parse and assemble at once, reporting every compile error
 * in source order; the closures are built on the first render, once per unit.
 */
import { ERRORS, type CatalogueEntry } from '../errors/catalogue';
import { nearestNames } from '../errors/nearest-names';
import { makeError } from '../errors/template-error';
import type { Code } from '../executor/frame';
import type { CompiledUnit } from '../executor/unit';
import { parseTemplate } from '../parser';
import type { Node } from '../parser/ast';
import type { TemplateError } from '../types';
import { compileNodes } from './compile-nodes';
import type { CompileContext } from './context';

type UnitOptions = Omit<CompileContext, 'source'>;

/**
 * Uses of a unit's code after the first (one a render, and a partial's first apply in a
 * render) at which it switches to generated code: a template rendered this often is likely to
 * be rendered again, and a template rendered once pays only for its closures.
 */
export const HOT_USES = 4;

class LazyUnit implements CompiledUnit {
  readonly errors: TemplateError[] = [];
  #nodes: readonly Node[] = [];
  #code: Code | undefined;
  /** Uses of `code` after the first. */
  #uses = 0;
  readonly #source: string;
  readonly #options: UnitOptions;

  constructor(source: string, options: UnitOptions) {
    this.#source = source;
    this.#options = options;
  }

  parse(): this {
    // One shared reporting function rather than a closure per compile; a plugin's argument
    // check may compile another template meanwhile, so the unit being parsed is restored.
    const outer = parsing;
    parsing = this;
    try {
      this.#nodes = parseTemplate(this.#source, this.#options.tables, reportToParsing);
    } finally {
      parsing = outer;
    }
    return this;
  }

  report(entry: CatalogueEntry, args: string[], start: number): void {
    const error = makeError(entry, args, this.#source, start);
    const known =
      entry === ERRORS.unknownFormatter
        ? this.#options.tables.formatters
        : entry === ERRORS.unknownPredicate
          ? this.#options.tables.predicates
          : undefined;
    if (known !== undefined) {
      const suggestions = nearestNames(args[0], known.keys());
      if (suggestions.length > 0) error.suggestions = suggestions;
    }
    this.errors.push(error);
  }

  /**
   * The closures, built on the first use; after HOT_USES more, the generated code
   * (generate.ts), which costs more to build and runs faster. The tree is then let go.
   */
  get code(): Code {
    if (this.#code === undefined || ++this.#uses === HOT_USES) {
      this.#code = this.#compile(this.#uses >= HOT_USES);
      if (this.#uses >= HOT_USES) this.#nodes = [];
    }
    return this.#code;
  }

  #compile(generate: boolean): Code {
    const { tables, enableExpressions, enableInclude, limits } = this.#options;
    // Listed, not spread: the options are an Environment, and copying it by spread is slow.
    return compileNodes(this.#nodes, {
      source: this.#source,
      tables,
      enableExpressions,
      enableInclude,
      limits,
      generate,
    });
  }
}

/** The unit whose source is being parsed, for `reportToParsing`. */
let parsing: LazyUnit | null = null;

function reportToParsing(entry: CatalogueEntry, args: string[], start: number): void {
  parsing!.report(entry, args, start);
}

export function compileUnit(source: string, options: UnitOptions): CompiledUnit {
  return new LazyUnit(source, options).parse();
}
