/**
 * One site's templates: sources by path, each compiled once on first use and kept, and the
 * partials table every render receives. A new set replaces the old one when files change.
 */
import { compileTemplate } from '../../engine';
import { storefrontRegistry } from '../../storefront';
import type { CompiledTemplate } from '../../engine/types';

const PARTIAL_FOLDERS = ['blocks/', 'partials/'];

export class TemplateSet {
  readonly #sources: Map<string, string>;
  readonly #compiled = new Map<string, CompiledTemplate>();
  /** Partial name → source; `partials/` wins over `blocks/` when both have a name. */
  readonly partials: Record<string, string> = {};

  constructor(sources: Map<string, string>) {
    this.#sources = sources;
    for (const folder of PARTIAL_FOLDERS) {
      for (const [path, source] of sources) {
        if (path.startsWith(folder)) this.partials[path.slice(folder.length, -'.html'.length)] = source;
      }
    }
  }

  /** The file a partial name renders: `partials/<name>.html`, else `blocks/<name>.html`. */
  partialFile(name: string): string {
    const partial = `partials/${name}.html`;
    return this.#sources.has(partial) || !this.#sources.has(`blocks/${name}.html`) ? partial : `blocks/${name}.html`;
  }

  /** The text of a template file, for code frames. */
  source(path: string): string | undefined {
    return this.#sources.get(path);
  }

  has(path: string): boolean {
    return this.#sources.has(path);
  }

  get(path: string): CompiledTemplate | undefined {
    let compiled = this.#compiled.get(path);
    if (!compiled) {
      const source = this.#sources.get(path);
      if (source === undefined) return undefined;
      compiled = compileTemplate(source, { registry: storefrontRegistry });
      this.#compiled.set(path, compiled);
    }
    return compiled;
  }
}
