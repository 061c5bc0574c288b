import type { ArgumentRule, Formatter, Predicate } from '../types';
import type { CatalogueEntry } from '../errors/catalogue';

/** The formatter and predicate tables a template is compiled against. */
export interface Tables {
  readonly formatters: ReadonlyMap<string, Formatter>;
  readonly predicates: ReadonlyMap<string, Predicate>;
  /** Argument rules by name; without them no arguments are checked. */
  readonly formatterArguments?: ReadonlyMap<string, ArgumentRule>;
  readonly predicateArguments?: ReadonlyMap<string, ArgumentRule>;
}

/** Records a catalogue error at the tag starting at `start`. */
export type Report = (entry: CatalogueEntry, args: string[], start: number) => void;
