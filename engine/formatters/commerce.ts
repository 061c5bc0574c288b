/** The commerce family of formatters, registered like every other family. */
import type { Formatter } from '../types';
import { cartFormatters } from './commerce/cart';
import { productInstalments } from './commerce/instalments';
import { moneyFormats } from './commerce/money-formats';
import { priceFormatters } from './commerce/prices';
import { productFormFormatters } from './commerce/product-form';
import { quickViewDialog } from './commerce/quick-view-dialog';
import { productRestockNotification } from './commerce/restock-notification';
import { statusFormatters } from './commerce/status';
import { summaryFormField } from './commerce/summary-form-field';

export const commerceFormatters: Record<string, Formatter> = {
  ...priceFormatters,
  ...statusFormatters,
  ...cartFormatters,
  ...moneyFormats,
  ...productFormFormatters,
  'product-restock-notification': productRestockNotification,
  'product-instalments': productInstalments,
  'quick-view-dialog': quickViewDialog,
  'summary-form-field': summaryFormField,
};
