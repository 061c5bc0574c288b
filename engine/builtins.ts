/** The built-in registry: every family registers through the same calls plugins use. */
import { Registry } from './registry';
import { applyFormatters } from './formatters/apply';
import { coreFormatterArguments, coreFormatters } from './formatters/core';
import { dateArguments, dateFormatters } from './formatters/date';
import { i18nFormatters } from './formatters/i18n';
import { contentFormatterArguments, contentFormatters } from './formatters/content';
import { socialFormatters } from './formatters/social';
import { commerceFormatters } from './formatters/commerce';
import { corePredicateArguments, corePredicates } from './predicates/core';
import { contentPredicateArguments, contentPredicates } from './predicates/content';
import { socialPredicates } from './predicates/social';
import { commercePredicates } from './predicates/commerce';

export const defaultRegistry = new Registry()
  .registerFormatters(coreFormatters, coreFormatterArguments)
  .registerFormatters(applyFormatters)
  .registerFormatters(dateFormatters, dateArguments)
  .registerFormatters(i18nFormatters)
  .registerFormatters(contentFormatters, contentFormatterArguments)
  .registerFormatters(socialFormatters)
  .registerFormatters(commerceFormatters)
  .registerPredicates(corePredicates, corePredicateArguments)
  .registerPredicates(contentPredicates, contentPredicateArguments)
  .registerPredicates(socialPredicates)
  .registerPredicates(commercePredicates);

/** Add a formatter to the built-in registry, for every template compiled afterwards. */
export function registerFormatter(...args: Parameters<Registry['registerFormatter']>): void {
  defaultRegistry.registerFormatter(...args);
}

/** Add a predicate (name with its `?`) to the built-in registry. */
export function registerPredicate(...args: Parameters<Registry['registerPredicate']>): void {
  defaultRegistry.registerPredicate(...args);
}
