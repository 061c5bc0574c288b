/** The core formatters of language reference §10 (except `apply`, which the executor provides). */
import { ERRORS } from '../errors/catalogue';
import { encodeFormatters } from './encode';
import { findFormatters } from './find';
import { format } from './format';
import { unit } from './i18n/unit';
import { htmlFormatters } from './html';
import { jsonFormatters } from './json';
import { lookupArguments, lookupFormatters } from './lookup';
import { numberArguments, numberFormatters } from './numbers';
import { smartypants } from './smartypants';
import { textArguments, textFormatters } from './text';
import type { ArgumentRule, Formatter } from '../types';

/** Never implemented, like the `units-metric?` predicate (§12.10): it says so and changes nothing. */
export const unitsMetric: Formatter = (value, _args, scope) => {
  scope.error(ERRORS.unitsMetricFormatter.message(), ERRORS.unitsMetricFormatter.type);
  return value;
};

export const coreFormatters: Record<string, Formatter> = {
  ...encodeFormatters,
  ...findFormatters,
  ...htmlFormatters,
  ...jsonFormatters,
  ...lookupFormatters,
  ...numberFormatters,
  ...textFormatters,
  format,
  smartypants,
  unit,
  'units-metric': unitsMetric,
};

export const coreFormatterArguments: Record<string, ArgumentRule> = {
  ...lookupArguments,
  ...numberArguments,
  ...textArguments,
};
