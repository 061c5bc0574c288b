import { compileUnit } from './compiler/compile-unit';
import type { Environment } from './compiler/environment';
import { renderUnit } from './executor/render';
import type { CompiledUnit } from './executor/unit';
import type { CompiledTemplate, RenderOptions, RenderResult, TemplateError } from './types';

/** What `compileTemplate` returns: a class, so a compile allocates no closure. */
export class Template implements CompiledTemplate {
  readonly errors: TemplateError[];
  readonly #source: string;
  readonly #environment: Environment;
  readonly #unit: CompiledUnit;

  constructor(source: string, environment: Environment) {
    this.#source = source;
    this.#environment = environment;
    this.#unit = compileUnit(source, environment);
    this.errors = this.#unit.errors.slice();
  }

  render(data: unknown, options: RenderOptions = {}): RenderResult {
    return renderUnit(this.#unit, this.#source, data, options, this.#environment.compilePartial);
  }
}
