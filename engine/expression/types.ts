/** The contract between the `.eval` instruction and the expression language. */

export interface CompiledExpression {
  /** The expression text without the leading debug '#'. */
  readonly text: string;
  readonly debug: boolean;
  /** Full message when compiling failed: `RuntimeError: Error parsing expression: "<text JSON-quoted>": <detail>`. */
  readonly compileError: string | undefined;
}

export interface ExpressionEnv {
  /** Resolve a reference (segments: strings, or numbers for digit segments that fit 0..2^31-1) with the template stack walk; `@` is ['@']. */
  resolve(segments: readonly (string | number)[]): unknown;
}

export interface ExpressionOutcome {
  /** What the tag prints: in debug mode the `EVAL=[…]` text (plus ` -> value` when there is a value), else the value printed per §1.4 ('' for none/null). */
  output: string;
  /**
   * Locals assigned (keys like '@a'), to copy into the current frame; null when any run-time
   * error was recorded (§5.12 step 3) or the expression did not compile.
   */
  locals: Map<string, unknown> | null;
  /** Full messages: `RuntimeError: Error reducing expression: <text>: <detail>`. */
  errors: string[];
}
