import type { Tables } from '../parser/tables';
import type { ExpressionLimits } from '../types';

/** What the compiler needs besides the tree: the source (for positions) and the options. */
export interface CompileContext {
  readonly source: string;
  readonly tables: Tables;
  readonly enableExpressions: boolean;
  readonly enableInclude: boolean;
  readonly limits: ExpressionLimits;
  /** The hot tier: node lists as generated functions (generate.ts) rather than closures. */
  readonly generate?: boolean;
}
