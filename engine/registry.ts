/**
 * Formatter and predicate registries. Built-ins register through the same calls that a
 * site, a plugin or a test uses.
 *
 * @example
 *   registerFormatter('shout', (value) => String(value).toUpperCase());
 *   registerFormatter('repeat', repeat, { minArgs: 1, maxArgs: 1 });
 *   renderTemplate('{name|shout}', { name: 'ann' }).output; // 'ANN'
 */
import type { ArgumentRule, Formatter, Predicate } from './types';

const ruleFor = (rules: Record<string, ArgumentRule>, name: string) =>
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
  #revision = 0;

  /** Grows with every registration, so caches of compiled templates know when to start over. */
  get revision(): number {
    return this.#revision;
  }

  registerFormatter(name: string, formatter: Formatter, rule?: ArgumentRule): this {
    this.formatters.set(name, formatter);
    setRule(this.formatterArguments, name, rule);
    this.#revision += 1;
    return this;
  }

  /** `name` is spelled as templates spell it, with the trailing `?` (`'plural?'`). */
  registerPredicate(name: string, predicate: Predicate, rule?: ArgumentRule): this {
    this.predicates.set(name, predicate);
    setRule(this.predicateArguments, name, rule);
    this.#revision += 1;
    return this;
  }

  registerFormatters(table: Record<string, Formatter>, rules: Record<string, ArgumentRule> = {}): this {
    for (const [name, formatter] of Object.entries(table))
      this.registerFormatter(name, formatter, ruleFor(rules, name));
    return this;
  }

  registerPredicates(table: Record<string, Predicate>, rules: Record<string, ArgumentRule> = {}): this {
    for (const [name, predicate] of Object.entries(table))
      this.registerPredicate(name, predicate, ruleFor(rules, name));
    return this;
  }

  /** A copy that can be extended without touching this one (per site, per test). */
  clone(): Registry {
    const copy = new Registry();
    for (const [name, f] of this.formatters) copy.formatters.set(name, f);
    for (const [name, p] of this.predicates) copy.predicates.set(name, p);
    for (const [name, rule] of this.formatterArguments) copy.formatterArguments.set(name, rule);
    for (const [name, rule] of this.predicateArguments) copy.predicateArguments.set(name, rule);
    return copy;
  }
}
