import type { Formatter, Predicate } from '../types';
import type { CatalogueEntry } from '../errors/catalogue';

/** The formatter and predicate tables a template is compiled against. */
export interface Tables {
  readonly formatters: ReadonlyMap<string, Formatter>;
  readonly predicates: ReadonlyMap<string, Predicate>;
}

/** Records a catalogue error at the tag starting at `start`. */
export type Report = (entry: CatalogueEntry, args: string[], start: number) => void;
