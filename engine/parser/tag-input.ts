import type { Report, Tables } from './tables';

/**
 * What every tag parser reads from, made once per template: tags are parsed in place in the
 * source, as the span `[from, to)` between their braces, so no tag text is sliced out.
 */
export interface TagInput {
  readonly s: string;
  readonly tables: Tables;
  readonly report: Report;
}
