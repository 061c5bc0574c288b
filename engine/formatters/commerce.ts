/** The commerce family of formatters, registered like every other family. */
import type { Formatter } from '../types';
import { cartFormatters } from './commerce/cart';
import { moneyFormats } from './commerce/money-formats';
import { priceFormatters } from './commerce/prices';
import { statusFormatters } from './commerce/status';
import { summaryFormField } from './commerce/summary-form-field';

export const commerceFormatters: Record<string, Formatter> = {
  ...priceFormatters,
  ...statusFormatters,
  ...cartFormatters,
  ...moneyFormats,
  'summary-form-field': summaryFormField,
};
