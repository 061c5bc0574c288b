import { internerOf, type Interner } from './name-interner';
import type { Report, Tables } from './tables';

/**
 * What every tag parser reads from, made once per template: tags are parsed in place in the
 * source, as the span `[from, to)` between their braces, so no tag text is sliced out.
 */
export interface TagInput {
  readonly s: string;
  readonly tables: Tables;
  readonly report: Report;
  /** Formatter and predicate names as the tables' own strings (see name-interner.ts). */
  readonly formatterNames: Interner;
  readonly predicateNames: Interner;
}

export function tagInput(s: string, tables: Tables, report: Report): TagInput {
  return { s, tables, report, formatterNames: internerOf(tables.formatters), predicateNames: internerOf(tables.predicates) };
}
