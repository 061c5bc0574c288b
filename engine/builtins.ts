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
import { applyFormatterDocs } from './formatters/apply-docs';
import { commerceFormatterDocs } from './formatters/commerce-docs';
import { contentFormatterDocs } from './formatters/content-docs';
import { coreFormatterDocs } from './formatters/core-docs';
import { dateFormatterDocs } from './formatters/date-docs';
import { i18nFormatterDocs } from './formatters/i18n-docs';
import { socialFormatterDocs } from './formatters/social-docs';
import { commercePredicateDocs } from './predicates/commerce-docs';
import { contentPredicateDocs } from './predicates/content-docs';
import { corePredicateDocs } from './predicates/core-docs';
import { socialPredicateDocs } from './predicates/social-docs';

export const defaultRegistry = new Registry()
  .registerFormatters(coreFormatters, coreFormatterArguments, coreFormatterDocs)
  .registerFormatters(applyFormatters, {}, applyFormatterDocs)
  .registerFormatters(dateFormatters, dateArguments, dateFormatterDocs)
  .registerFormatters(i18nFormatters, {}, i18nFormatterDocs)
  .registerFormatters(contentFormatters, contentFormatterArguments, contentFormatterDocs)
  .registerFormatters(socialFormatters, {}, socialFormatterDocs)
  .registerFormatters(commerceFormatters, {}, commerceFormatterDocs)
  .registerPredicates(corePredicates, corePredicateArguments, corePredicateDocs)
  .registerPredicates(contentPredicates, contentPredicateArguments, contentPredicateDocs)
  .registerPredicates(socialPredicates, {}, socialPredicateDocs)
  .registerPredicates(commercePredicates, {}, commercePredicateDocs);

/** Add a formatter to the built-in registry, for every template compiled afterwards. */
export function registerFormatter(...args: Parameters<Registry['registerFormatter']>): void {
  defaultRegistry.registerFormatter(...args);
}

/** Add a predicate (name with its `?`) to the built-in registry. */
export function registerPredicate(...args: Parameters<Registry['registerPredicate']>): void {
  defaultRegistry.registerPredicate(...args);
}
