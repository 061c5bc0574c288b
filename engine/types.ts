/**
 * The contract between the engine core and everything that plugs into it:
 * formatters, predicates, the expression language and the public API.
 *
 * Values: the engine handles JSON values. `undefined` stands for "missing"
 * (a failed lookup, §1.1 of the language reference); `null` is JSON null.
 *
 * @module
 */
import type { LruCache } from './lru';
import type { RenderMemo } from './render-memo';
import type { Registry } from './registry';

/** One problem found while compiling or rendering. Never thrown at the caller. */
export interface TemplateError {
  /** `parser`, `assembler` or `engine` (the reference engine's names). */
  type: string;
  /** The message text, word for word as the language reference catalogues it. */
  message: string;
  /** 1-based line of the tag that caused it. */
  line?: number;
  /** 1-based column of the tag that caused it. */
  column?: number;
  /** Known names nearest to an unknown formatter, predicate, partial or macro name, nearest first. */
  suggestions?: string[];
  /**
   * Where the error is when that is inside a partial: its name and position in the partial's
   * own source. (A partial's compile error keeps `line`/`column` at the tag that applied it, as
   * the reference engine reports; `origin` says where in the partial it is.)
   */
  origin?: ErrorPlace & { partial: string };
  /** The `apply` and `.include` tags that led to the error, outermost first. */
  includedFrom?: ErrorPlace[];
}

/** A position in the template rendered (`partial` absent) or in a partial. */
export interface ErrorPlace {
  partial?: string;
  line: number;
  column: number;
}

/**
 * What a formatter or predicate sees of the render in progress. The executor
 * implements it once per render; nothing here allocates per call.
 */
export interface Scope {
  /** The node of the top frame (for a variable tag: the incoming value). */
  readonly node: unknown;
  /** Every value of the variable tag (`{a, b|f}`); `values[0]` is the incoming value. */
  readonly values: readonly unknown[];
  /** Resolve a dotted reference (`a.b.0`, `@index`, `@local`) with the stack walk of §4.2. */
  resolve(reference: string): unknown;
  /** As `resolve`, but starting one frame further out (used by `format`, `message`). */
  resolveOuter(reference: string): unknown;
  /** 1-based index of the nearest enclosing repeated section, or undefined outside loops. */
  readonly loopIndex: number | undefined;
  /** Record an engine error at the position of the tag being executed. */
  error(message: string, type?: string): void;
  /**
   * Render a macro or partial by name against `node` (what `apply` does): counts
   * towards the nesting limit and records the not-found and depth errors itself.
   */
  applyPartial(
    name: string,
    node: unknown,
    options?: { private?: boolean; args?: Readonly<Record<string, string>> },
  ): string;
  /** Epoch ms used as "now" by time-relative formatters. */
  readonly now: number;
  /** BCP 47 locale for the i18n formatters (e.g. `en-US`); undefined when the render asked for no locale data. */
  readonly locale: string | undefined;
  /** Time zone used when the data has no `website.timeZone`. @default 'America/New_York' */
  readonly defaultTimezone: string;
  /** Shared cache for Intl formatters and parsed message patterns (100 entries, LRU). */
  readonly formatCache: LruCache<string, unknown>;
  /** What formatters remember about data objects: the caller's `RenderOptions.memo`, else this render's own. */
  readonly memo: RenderMemo;
  /** Whatever the caller passed as `RenderOptions.host`: opaque to the engine, for formatters a site registers. */
  readonly host: unknown;
}

/**
 * A formatter: `{value|name arg1 arg2}`. Returns the new value. Must not throw on
 * bad input (an exception is recorded as an "Unexpected … error" and the tag prints nothing).
 */
export type Formatter = (value: unknown, args: string[], scope: Scope) => unknown;

/** A predicate: `{.name? arg1 arg2}`. `node` is the current node. */
export type Predicate = (node: unknown, args: string[], scope: Scope) => boolean;

/**
 * What a formatter or predicate can use as arguments, checked when a template compiles: a tag
 * that breaks the rule still renders as before, and the compile errors say why it is useless.
 */
export interface ArgumentRule {
  /** Fewest arguments it can use; arguments that are all empty pieces count as none. @default 0 */
  minArgs?: number;
  /** Most arguments it can use. @default no limit */
  maxArgs?: number;
  /** What is wrong with the arguments (`argument 'abc' is not a number`), or undefined when they are usable. */
  check?(args: readonly string[]): string | undefined;
}

/**
 * What a formatter or predicate does, registered with it: hover help and completion in the
 * language server read it, and the language reference page has the same row.
 */
export interface NameDoc {
  /** Its arguments as the reference writes them (`[N [ELLIPSIS]]`, `—` for none). */
  args?: string;
  /** What it reads of the value and the context, for those described that way. */
  reads?: string;
  /** What it does. */
  summary: string;
  /** A template, its data and its output. */
  example?: string;
  /** The section of docs/template-language.md that describes it. */
  section?: string;
}

/** Limits for `.eval` expressions (0 disables a limit). */
export interface ExpressionLimits {
  /** @default 1000 */
  maxTokens: number;
  /** @default 65536 */
  maxStringLength: number;
  /** @default 64 */
  maxRecursionDepth: number;
}

export interface CompileOptions {
  /** The formatter and predicate tables to compile against. @default the built-in registry */
  registry?: Registry;
  /** Extra or replacement formatters on top of the registry, keyed by template name. */
  formatters?: Record<string, Formatter>;
  /** Extra or replacement predicates on top of the registry, keyed by template name (with `?`). */
  predicates?: Record<string, Predicate>;
  /** Run `.eval` instructions. @default true */
  enableExpressions?: boolean;
  /** Run `.include` instructions. @default true */
  enableInclude?: boolean;
  /** Expression limits; unspecified ones take the defaults. */
  expressionLimits?: Partial<ExpressionLimits>;
}

export interface RenderOptions {
  /** Partial name → template source. */
  partials?: Record<string, string>;
  /** Path → file text, for `.inject` (JSON text is decoded; other text is a string). */
  injects?: Record<string, string>;
  /** Epoch ms for "now". @default Date.now() */
  now?: number;
  /**
   * BCP 47 locale for the i18n formatters (Node's Intl has the data for every one). `null`
   * means no locale data: the i18n formatters then print "" (spec §8), `timesince`
   * `Invalid date.`. @default 'en-US' (a site render passes the site's language)
   */
  locale?: string | null;
  /** Default time zone when the data has none. @default 'America/New_York' */
  timezone?: string;
  /** Opaque value handed to formatters as `scope.host`. */
  host?: unknown;
  /**
   * What formatters remember about the data's objects, shared by every render given it (a site
   * passes its own, see `RenderMemo`). @default a fresh memo for this render
   */
  memo?: RenderMemo;
}

export interface RenderResult {
  output: string;
  errors: TemplateError[];
  /**
   * Set when a formatter read "now" (`timesince`, `relative-time`): the output then depends on
   * the time of the render, not on the data alone, and is not the same render at another time.
   */
  clockRead?: true;
}

export interface CompiledTemplate {
  /** Compile (parse and assembly) errors, in source order. */
  errors: TemplateError[];
  /** Render against data; the result's errors are compile errors followed by run-time errors. */
  render(data: unknown, options?: RenderOptions): RenderResult;
}
