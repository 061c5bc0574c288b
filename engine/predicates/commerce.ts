/** Commerce predicates on the current node (language reference §12.4). */
import { hasVariants, isOnSale, isSoldOut, hasVariedPrices, isSubscribable } from '../../domain';
import type { Predicate } from '../types';

export const commercePredicates: Record<string, Predicate> = {
  'has-variants?': (node) => hasVariants(node),
  'on-sale?': (node) => isOnSale(node),
  'sold-out?': (node) => isSoldOut(node),
  'varied-prices?': (node) => hasVariedPrices(node),
  'subscribable?': (node) => isSubscribable(node),
};
