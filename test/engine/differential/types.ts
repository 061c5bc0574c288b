/** One render both engines perform, and what came out of it. */
export interface RenderCase {
  template: string;
  data?: unknown;
  partials?: Record<string, string>;
  /** Path → file text (JSON text is decoded for the reference, which takes values). */
  injects?: Record<string, string>;
  /** Epoch ms; both engines get the same clock. */
  now?: number;
}

/** Output text plus error messages (positions stripped; the reference has none). */
export interface Outcome {
  output: string;
  errors: string[];
}

/** A documented example: the doc's expected output, and the known difference it shows, if any. */
export interface DocCase extends RenderCase {
  /** Where in template-language.md the example comes from (e.g. `§10.1`). */
  section: string;
  /** The output the doc gives, when it gives one. */
  output?: string;
  /** Id of the entry in known-differences.md that explains why the engines differ here. */
  known?: string;
}
