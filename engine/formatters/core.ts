/** The core formatters of language reference §10 (except `apply`, which the executor provides). */
import { encodeFormatters } from './encode';
import { format } from './format';
import { htmlFormatters } from './html';
import { jsonFormatters } from './json';
import { lookupArguments, lookupFormatters } from './lookup';
import { numberArguments, numberFormatters } from './numbers';
import { smartypants } from './smartypants';
import { textArguments, textFormatters } from './text';
import type { ArgumentRule, Formatter } from '../types';

// Legacy names (§12.10) stay registered so old templates still parse; they change nothing.
const unchanged: Formatter = (value) => value;

export const coreFormatters: Record<string, Formatter> = {
  ...encodeFormatters,
  ...htmlFormatters,
  ...jsonFormatters,
  ...lookupFormatters,
  ...numberFormatters,
  ...textFormatters,
  format,
  smartypants,
  unit: unchanged,
};

export const coreFormatterArguments: Record<string, ArgumentRule> = {
  ...lookupArguments,
  ...numberArguments,
  ...textArguments,
};
