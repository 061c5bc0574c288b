/**
 * Formatter and predicate registries. Built-ins register through the same calls that a
 * site, a plugin or a test uses.
 *
 * @example
 *   registerFormatter('shout', (value) => String(value).toUpperCase());
 *   renderTemplate('{name|shout}', { name: 'ann' }).output; // 'ANN'
 */
import type { Formatter, Predicate } from './types';

export class Registry {
  readonly formatters = new Map<string, Formatter>();
  readonly predicates = new Map<string, Predicate>();

  registerFormatter(name: string, formatter: Formatter): this {
    this.formatters.set(name, formatter);
    return this;
  }

  /** `name` is spelled as templates spell it, with the trailing `?` (`'plural?'`). */
  registerPredicate(name: string, predicate: Predicate): this {
    this.predicates.set(name, predicate);
    return this;
  }

  registerFormatters(table: Record<string, Formatter>): this {
    for (const [name, formatter] of Object.entries(table)) this.registerFormatter(name, formatter);
    return this;
  }

  registerPredicates(table: Record<string, Predicate>): this {
    for (const [name, predicate] of Object.entries(table)) this.registerPredicate(name, predicate);
    return this;
  }

  /** A copy that can be extended without touching this one (per site, per test). */
  clone(): Registry {
    const copy = new Registry();
    for (const [name, f] of this.formatters) copy.formatters.set(name, f);
    for (const [name, p] of this.predicates) copy.predicates.set(name, p);
    return copy;
  }
}
