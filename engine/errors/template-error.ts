import { positionAt } from '../tokens/position';
import type { TemplateError } from '../types';
import type { CatalogueEntry } from './catalogue';

/** A catalogue error positioned at the tag starting at `offset` of `source`. */
export function makeError(entry: CatalogueEntry, args: string[], source: string, offset: number): TemplateError {
  const { line, column } = positionAt(source, offset);
  return { type: entry.type, message: entry.message(...args), line, column };
}
