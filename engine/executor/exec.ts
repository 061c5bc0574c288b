/**
 * The state of one render: the scope stack, the output buffer and the error list. It is
 * also the `Scope` formatters and predicates see, so nothing is allocated per call.
 */
import { DEFAULT_TIME_ZONE } from '../../domain';
import { ERRORS, type CatalogueEntry } from '../errors/catalogue';
import { makeError } from '../errors/template-error';
import { ERRORS_DROPPED, MAX_LATE_ERRORS, MAX_TEMPLATE_ERRORS, NestingCounter } from '../limits';
import type { LruCache } from '../lru';
import { RenderMemo } from '../render-memo';
import type { ErrorPlace, RenderOptions, Scope, TemplateError } from '../types';
import { positionAt } from '../tokens/position';
import { applyPartial } from './partials';
import { Frame } from './frame';
import { makeReference } from '../parser/reference';
import { resolveFrom, walkHead } from './resolve';
import type { Site } from './site';

/** The locale of a render that names none (language reference §12.9 examples are en-US). */
export const DEFAULT_LOCALE = 'en-US';
import type { Code } from './frame';
import type { PartialCompiler } from './unit';
import { HeadKind } from '../parser/ast';

const errorKey = (error: TemplateError) => `${error.line}:${error.column}:${error.message}`;

export class Exec implements Scope {
  readonly stack: Frame[] = [];
  top = -1;
  out = '';
  readonly errors: TemplateError[] = [];
  /** Errors not recorded (see MAX_TEMPLATE_ERRORS); `finishErrors` reports their count. */
  dropped = 0;
  #recorded: Set<string> | null = null;
  site: Site;
  /** The source of the template rendered; errors in any other source are in a partial. */
  readonly rootSource: string;
  /** The `apply`/`.include` tags being executed, outermost first, for an error's include chain. */
  readonly includeSites: Site[] = [];
  /** Partial name by source, filled when an error inside a partial needs it. */
  #partialNames: Map<string, string> | null = null;
  values: readonly unknown[] = [];
  readonly nesting = new NestingCounter();
  /** Partials compiled during this render, by name (null: failed to compile, renders empty). */
  partialCache: Map<string, Code | null> | null = null;
  /** Injectables decoded during this render, by path. */
  injectCache: Map<string, unknown> | null = null;
  /** `.eval` instructions whose compile error this render has already reported. */
  reportedEvals: Set<object> | null = null;
  /** Created on the first `.eval` of the render. */
  expressionEnv: { resolve(segments: readonly (string | number)[]): unknown } | null = null;
  readonly partials: Record<string, string> | undefined;
  readonly injects: Record<string, string> | undefined;
  readonly compilePartial: PartialCompiler;
  /**
   * "Now", and whether anything asked for it: a render that never read the clock is a function
   * of its data alone, which a caller reusing renders needs to know (`RenderResult.clockRead`).
   * A holder, not a field of its own: formatters may read `now` through a scope made with
   * `Object.create(scope)` (formatters/commerce/item-memo.ts), and the mark must land here.
   */
  readonly clock: { readonly now: number; read: boolean };
  readonly locale: string | undefined;
  readonly defaultTimezone: string;
  readonly formatCache: LruCache<string, unknown>;
  readonly memo: RenderMemo;
  readonly host: unknown;

  constructor(
    options: RenderOptions,
    compilePartial: PartialCompiler,
    formatCache: LruCache<string, unknown>,
    site: Site,
  ) {
    this.partials = options.partials;
    this.injects = options.injects;
    this.compilePartial = compilePartial;
    this.clock = { now: options.now ?? Date.now(), read: false };
    // Sites and CLDR name locales `de_DE`; Intl takes `de-DE`.
    this.locale = options.locale === null ? undefined : (options.locale ?? DEFAULT_LOCALE).replaceAll('_', '-');
    this.defaultTimezone = options.timezone ?? DEFAULT_TIME_ZONE;
    this.formatCache = formatCache;
    this.memo = options.memo ?? new RenderMemo();
    this.host = options.host;
    this.site = site;
    this.rootSource = site.source;
  }

  push(node: unknown): Frame {
    const depth = ++this.top;
    let frame = this.stack[depth];
    if (frame === undefined) frame = this.stack[depth] = new Frame();
    frame.reset(node);
    return frame;
  }

  pop(): void {
    this.top--;
  }

  get now(): number {
    const clock = this.clock;
    clock.read = true;
    return clock.now;
  }

  get node(): unknown {
    return this.stack[this.top].node;
  }

  get loopIndex(): number | undefined {
    return walkHead(this.stack, this.top, HeadKind.Index, '') as number | undefined;
  }

  resolve(reference: string): unknown {
    return resolveFrom(this.stack, this.top, makeReference(reference));
  }

  /** At the bottom frame there is nothing further out, so the walk starts there. */
  resolveOuter(reference: string): unknown {
    return resolveFrom(this.stack, Math.max(this.top - 1, 0), makeReference(reference));
  }

  setLocal(name: string, value: unknown): void {
    const frame = this.stack[this.top];
    (frame.locals ??= new Map()).set(name, value);
  }

  error(message: string, type = 'engine'): void {
    const error = makeError(ERRORS.expression, [message], this.site.source, this.site.start);
    error.type = type;
    this.#record(error);
  }

  report(entry: CatalogueEntry, args: string[], suggestions?: string[]): void {
    const error = makeError(entry, args, this.site.source, this.site.start);
    if (suggestions !== undefined && suggestions.length > 0) error.suggestions = suggestions;
    this.#record(error);
  }

  /**
   * A compile error of the partial `name`, reported at the tag applying it; its `origin` is
   * where in the partial it is, and the chain ends with that tag.
   */
  reportPartialError(name: string, inner: TemplateError): void {
    const error = makeError(ERRORS.partialParse, [name, inner.message], this.site.source, this.site.start);
    if (inner.suggestions !== undefined) error.suggestions = inner.suggestions;
    error.origin = { partial: name, line: inner.line ?? 1, column: inner.column ?? 1 };
    error.includedFrom = [...this.includeSites, this.site].map((site) => this.#placeOf(site));
    this.#record(error);
  }

  /** The name of the partial whose source this is; undefined for the template rendered. */
  partialNameOf(source: string): string | undefined {
    if (source === this.rootSource || this.partials === undefined) return undefined;
    if (this.#partialNames === null) {
      this.#partialNames = new Map();
      for (const name of Object.keys(this.partials)) {
        const text = this.partials[name];
        if (typeof text === 'string' && !this.#partialNames.has(text)) this.#partialNames.set(text, name);
      }
    }
    return this.#partialNames.get(source);
  }

  #placeOf(site: Site): ErrorPlace {
    const partial = this.partialNameOf(site.source);
    const place: ErrorPlace = positionAt(site.source, site.start);
    if (partial !== undefined) place.partial = partial;
    return place;
  }

  /** Adds where the error is when a partial is running: its origin and the include chain. */
  #locate(error: TemplateError): void {
    if (error.origin !== undefined || this.includeSites.length === 0) return;
    error.includedFrom = this.includeSites.map((site) => this.#placeOf(site));
    const partial = this.partialNameOf(this.site.source);
    if (partial !== undefined) error.origin = { partial, line: error.line ?? 1, column: error.column ?? 1 };
  }

  #record(error: TemplateError): void {
    this.#locate(error);
    if (this.errors.length < MAX_TEMPLATE_ERRORS) {
      this.errors.push(error);
      return;
    }
    if (!this.#recorded) this.#recorded = new Set(this.errors.map(errorKey));
    const key = errorKey(error);
    if (this.errors.length < MAX_TEMPLATE_ERRORS + MAX_LATE_ERRORS && !this.#recorded.has(key)) {
      this.#recorded.add(key);
      this.errors.push(error);
    } else this.dropped++;
  }

  /** Adds the one error that counts the dropped ones; call once, after the render. */
  finishErrors(): void {
    if (this.dropped > 0)
      this.errors.push(makeError(ERRORS_DROPPED, [this.dropped.toLocaleString('en-US')], this.site.source, 0));
  }

  /** Records an exception thrown by a formatter or predicate (§8.1). */
  unexpected(thrown: unknown): void {
    const name = thrown instanceof Error ? thrown.name : 'Error';
    const message = thrown instanceof Error ? thrown.message : String(thrown);
    this.report(ERRORS.unexpected, [name, this.site.instruction, message]);
  }

  applyPartial(
    name: string,
    node: unknown,
    options?: { private?: boolean; args?: Readonly<Record<string, string>> },
  ): string {
    return applyPartial(this, name, node, options?.private === true, options?.args);
  }
}
