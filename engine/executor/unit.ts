import type { TemplateError } from '../types';
import type { Code } from './frame';

/** A compiled template or partial: its code and its compile errors. */
export interface CompiledUnit {
  readonly code: Code;
  readonly errors: readonly TemplateError[];
}

/** Compiles partial sources with the caller's tables; the result is shared and cached. */
export type PartialCompiler = (source: string) => CompiledUnit;
