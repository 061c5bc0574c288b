/**
 * Every error the engine core reports, word for word as the language reference catalogues
 * it (§2.7, §3, §6, §8.2), plus the ones marked ours. Codes never change: tests and logs
 * search for them.
 */
export type ErrorType = 'parser' | 'assembler' | 'engine';

export interface CatalogueEntry {
  readonly code: string;
  readonly type: ErrorType;
  readonly message: (...args: string[]) => string;
}

const argumentCount = (n: string) => (n === '1' ? '1 argument' : `${n} arguments`);
const provided = (n: string) => (n === '1' ? '1 was provided' : `${n} were provided`);

export const ERRORS = {
  unknownFormatter: {
    code: 'unknown-formatter',
    type: 'parser',
    message: (name: string) => `SyntaxError: Formatter '${name}' is unknown`,
  },
  unknownPredicate: {
    code: 'unknown-predicate',
    type: 'parser',
    message: (name: string) => `SyntaxError: Predicate '${name}' is unknown`,
  },
  /** The JVM engine's message (§8.2 JVM note); the reference engine checks no arguments. */
  formatterNeedsArguments: {
    code: 'formatter-needs-arguments',
    type: 'parser',
    message: (name: string) => `SyntaxError: Formatter '${name}' needs arguments but none were provided.`,
  },
  /** Ours, in the JVM engine's style, like the three below. */
  formatterTooFewArguments: {
    code: 'formatter-too-few-arguments',
    type: 'parser',
    message: (name: string, min: string, count: string) =>
      `SyntaxError: Formatter '${name}' needs at least ${argumentCount(min)} but ${provided(count)}.`,
  },
  formatterTooManyArguments: {
    code: 'formatter-too-many-arguments',
    type: 'parser',
    message: (name: string, max: string, count: string) =>
      `SyntaxError: Formatter '${name}' takes at most ${argumentCount(max)} but ${provided(count)}.`,
  },
  /** `detail` comes from the formatter's argument rule (`argument 'abc' is not a number`). */
  formatterArgumentInvalid: {
    code: 'formatter-argument-invalid',
    type: 'parser',
    message: (name: string, detail: string) => `SyntaxError: Formatter '${name}' ${detail}.`,
  },
  /** `text` is the argument text as written, after its delimiter. */
  predicateArgumentsInvalid: {
    code: 'predicate-arguments-invalid',
    type: 'parser',
    message: (name: string, text: string) => `SyntaxError: Predicate '${name}' arguments invalid: '${text}'`,
  },
  notAllowedAtRoot: {
    code: 'not-allowed-at-root',
    type: 'assembler',
    message: (instruction: string) => `SyntaxError: Instruction ${instruction} not allowed at root`,
  },
  notAllowedInBlock: {
    code: 'not-allowed-in-block',
    type: 'assembler',
    message: (instruction: string, block: string) =>
      `SyntaxError: ${instruction} instruction is not allowed inside ${block} block.`,
  },
  deadOrBranch: {
    code: 'dead-or-branch',
    type: 'assembler',
    message: () => 'SyntaxError: This OR_PREDICATE block will never execute.',
  },
  eofInBlock: {
    code: 'eof-in-block',
    type: 'assembler',
    message: (block: string) => `SyntaxError: Reached EOF in the middle of ${block}`,
  },
  afterEof: {
    code: 'after-eof',
    type: 'assembler',
    message: (instruction: string) =>
      `SyntaxError: ${instruction} Attempt to transition from the EOF state. This is either a bug in the state machine or instructions were fed to the state machine after EOF.`,
  },
  partialNotFound: {
    code: 'partial-not-found',
    type: 'engine',
    message: (name: string) => `RuntimeError: Attempt to apply partial '${name}' which could not be found.`,
  },
  nestingLimit: {
    code: 'nesting-limit',
    type: 'engine',
    message: (name: string, limit: string) =>
      `RuntimeError: Attempt to apply partial '${name}' exceeded maximum recursion depth of ${limit}`,
  },
  /** Ours: the reference engine has no render budget (see engine/limits.ts). */
  renderBudget: {
    code: 'render-budget',
    type: 'engine',
    message: (name: string, limit: string) =>
      `RuntimeError: Attempt to apply partial '${name}' exceeded the render budget of ${limit} applications`,
  },
  partialParse: {
    code: 'partial-parse',
    type: 'engine',
    message: (name: string, message: string) => `RuntimeError: Parse of partial "${name}" failed: ${message}`,
  },
  /** The one run-time message without a prefix (§8.1); it says "formatter" for the predicate too. */
  unitsMetricPredicate: {
    code: 'units-metric-predicate',
    type: 'engine',
    message: () => '"units-metric?" formatter is not yet implemented',
  },
  /** Ours: the reference registers only the predicate; issue 2 asks the formatter to say the same. */
  unitsMetricFormatter: {
    code: 'units-metric-formatter',
    type: 'engine',
    message: () => '"units-metric" formatter is not yet implemented',
  },
  unexpected: {
    code: 'unexpected-exception',
    type: 'engine',
    message: (name: string, instruction: string, message: string) =>
      `RuntimeError: Unexpected ${name} error when executing ${instruction}: ${message}`,
  },
  /** Expression messages arrive complete from the expression language (§7.6). */
  expression: {
    code: 'expression',
    type: 'engine',
    message: (message: string) => message,
  },
} satisfies Record<string, CatalogueEntry>;
