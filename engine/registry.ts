/**
 * Formatter and predicate registries. Built-ins register through the same calls that a
 * site, a plugin or a test uses.
 *
 * @example
 *   registerFormatter('shout', (value) => String(value).toUpperCase());
 *   registerFormatter('repeat', repeat, { minArgs: 1, maxArgs: 1 });
 *   renderTemplate('{name|shout}', { name: 'ann' }).output; // 'ANN'
 */
import type { ArgumentRule, Formatter, NameDoc, Predicate } from './types';

const ruleFor = <T>(rules: Record<string, T>, name: string): T | undefined =>
  Object.hasOwn(rules, name) ? rules[name] : undefined;

function setRule(rules: Map<string, ArgumentRule>, name: string, rule: ArgumentRule | undefined): void {
  // A replacement registered without a rule must not inherit the rule of what it replaces.
  if (rule === undefined) rules.delete(name);
  else rules.set(name, rule);
}

export class Registry {
  readonly formatters = new Map<string, Formatter>();
  readonly predicates = new Map<string, Predicate>();
  /** Argument rules checked when a template compiles; a name without one takes any arguments. */
  readonly formatterArguments = new Map<string, ArgumentRule>();
  readonly predicateArguments = new Map<string, ArgumentRule>();
  /** What each name does; a replacement registered without one keeps the text of what it replaces. */
  readonly formatterDocs = new Map<string, NameDoc>();
  readonly predicateDocs = new Map<string, NameDoc>();
  #revision = 0;

  /** Grows with every registration, so caches of compiled templates know when to start over. */
  get revision(): number {
    return this.#revision;
  }

  registerFormatter(name: string, formatter: Formatter, rule?: ArgumentRule, doc?: NameDoc): this {
    this.formatters.set(name, formatter);
    setRule(this.formatterArguments, name, rule);
    if (doc !== undefined) this.formatterDocs.set(name, doc);
    this.#revision += 1;
    return this;
  }

  /** `name` is spelled as templates spell it, with the trailing `?` (`'plural?'`). */
  registerPredicate(name: string, predicate: Predicate, rule?: ArgumentRule, doc?: NameDoc): this {
    this.predicates.set(name, predicate);
    setRule(this.predicateArguments, name, rule);
    if (doc !== undefined) this.predicateDocs.set(name, doc);
    this.#revision += 1;
    return this;
  }

  registerFormatters(
    table: Record<string, Formatter>,
    rules: Record<string, ArgumentRule> = {},
    docs: Record<string, NameDoc> = {},
  ): this {
    for (const [name, formatter] of Object.entries(table))
      this.registerFormatter(name, formatter, ruleFor(rules, name), ruleFor(docs, name));
    return this;
  }

  registerPredicates(
    table: Record<string, Predicate>,
    rules: Record<string, ArgumentRule> = {},
    docs: Record<string, NameDoc> = {},
  ): this {
    for (const [name, predicate] of Object.entries(table))
      this.registerPredicate(name, predicate, ruleFor(rules, name), ruleFor(docs, name));
    return this;
  }

  /** A copy that can be extended without touching this one (per site, per test). */
  clone(): Registry {
    const copy = new Registry();
    for (const [name, f] of this.formatters) copy.formatters.set(name, f);
    for (const [name, p] of this.predicates) copy.predicates.set(name, p);
    for (const [name, rule] of this.formatterArguments) copy.formatterArguments.set(name, rule);
    for (const [name, rule] of this.predicateArguments) copy.predicateArguments.set(name, rule);
    for (const [name, doc] of this.formatterDocs) copy.formatterDocs.set(name, doc);
    for (const [name, doc] of this.predicateDocs) copy.predicateDocs.set(name, doc);
    return copy;
  }
}
