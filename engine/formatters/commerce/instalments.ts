/**
 * `product-instalments`: the buy-now-pay-later pill of a product page (spec §2, §4
 * "Instalment pill", §5 "Instalment") behind the `featureFlags.instalmentsOnProductPage` beta
 * flag, reading the item's instalment context (spec §3). Ours: the language reference has no
 * formatter for it, and the island needs its props computed here.
 */
import { instalmentOffer, type InstalmentContext } from '../../../domain/instalment-offer';
import { centsToDecimal, moneyCurrency, moneyToCents } from '../../../domain/money';
import { fromPrice } from '../../../domain/prices';
import { productType } from '../../../domain/product';
import { isTruthy } from '../../convert';
import { escapeHtml } from '../escape';
import { renderIsland } from '../../../storefront/island-host';
import { moneyText } from './product-form-input';
import type { Formatter } from '../../types';

/** Where the server serves the information popup of each locale (server/routes/instalments.ts). */
export const instalmentInfoUrl = (locale: string) => `/instalments/${locale}.html`;

export const productInstalments: Formatter = (item, _args, scope) => {
  if (!isTruthy(scope.resolve('featureFlags.instalmentsOnProductPage'))) return undefined;
  const price = fromPrice(item);
  const currency = moneyCurrency(price);
  const offer = instalmentOffer({
    context: (item ?? {}) as InstalmentContext,
    productType: productType(item),
    priceCents: moneyToCents(price),
    format: (cents) => moneyText({ value: centsToDecimal(cents, currency), currency }, scope),
  });
  if (!offer) return undefined;
  const props = { ...offer, infoUrl: instalmentInfoUrl(offer.locale) };
  return renderIsland(scope, 'instalments', props, () => `<p class="instalments">${escapeHtml(offer.text)}${offer.inRange ? ` ${escapeHtml(offer.brand)}` : ''}</p>`);
};
