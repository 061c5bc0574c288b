/** Compiling `.eval` source into an immutable program that can run many times (§5.12 step 1). */
import { compile } from './compile';
import { debugListing } from './instructions';
import type { Instruction } from './instructions';
import { internalError, parseError } from './messages';
import { tokenize } from './tokenizer';
import type { CompiledExpression } from './types';
import type { ExpressionLimits } from '../types';

export class Program implements CompiledExpression {
  /** `EVAL=[…]` for debug mode, computed once. */
  readonly listing: string;

  constructor(
    readonly text: string,
    readonly debug: boolean,
    readonly compileError: string | undefined,
    readonly statements: readonly (readonly Instruction[])[],
  ) {
    this.listing = debug ? debugListing(statements) : '';
    for (const statement of statements) Object.freeze(statement);
    Object.freeze(statements);
    Object.freeze(this);
  }
}

/**
 * Compile the source of an `.eval` tag: everything after `.eval` and its whitespace. A leading
 * `#` turns debug mode on. Never throws; a failure is reported in `compileError`.
 *
 * @example
 *   compileExpression('#@a = 2; @a * 7', limits).text; // '@a = 2; @a * 7'
 */
export function compileExpression(source: string, limits: ExpressionLimits): CompiledExpression {
  const debug = source.startsWith('#');
  const text = debug ? source.slice(1) : source;
  try {
    const tokenized = tokenize(text, limits.maxTokens);
    if ('error' in tokenized) return new Program(text, debug, parseError(text, tokenized.error), []);
    const { statements, error } = compile(tokenized.tokens, limits.maxRecursionDepth);
    return new Program(text, debug, error === undefined ? undefined : parseError(text, error), statements);
  } catch (caught) {
    return new Program(text, debug, parseError(text, internalError(caught)), []);
  }
}
