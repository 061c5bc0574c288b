/**
 * `product-instalments`: the buy-now-pay-later pill of a product page (spec §2, §4
 * "Instalment pill", §5 "Instalment") behind the `featureFlags.instalmentsOnProductPage` beta
 * flag, reading the item's instalment context (spec §3). Ours: the language reference has no
 * formatter for it. Plain markup here: one line of text; storefront/ shows the same props as
 * the instalments pill with its information popup.
 */
import {
  instalmentOffer,
  type InstalmentContext,
  centsToDecimal,
  moneyCurrency,
  moneyToCents,
  fromPrice,
  productType,
} from '../../../domain';
import { isTruthy } from '../../convert';
import { escapeHtml } from '../escape';
import { interfaceWord } from '../markup';
import { moneyText } from './product-form-input';
import type { Formatter, Scope } from '../../types';

/** Where the server serves the information popup of each locale (server/instalments/instalment-routes.ts). */
export const instalmentInfoUrl = (locale: string) => `/instalments/${locale}.html`;

export type InstalmentProps = NonNullable<ReturnType<typeof instalmentOffer>> & { infoUrl: string };

/** The pill's props, or undefined when the flag is off or the item gets no offer. */
export function instalmentProps(item: unknown, scope: Scope): InstalmentProps | undefined {
  if (!isTruthy(scope.resolve('featureFlags.instalmentsOnProductPage'))) return undefined;
  const price = fromPrice(item);
  const currency = moneyCurrency(price);
  const offer = instalmentOffer({
    context: (item ?? {}) as InstalmentContext,
    productType: productType(item),
    priceCents: moneyToCents(price),
    format: (cents) => moneyText({ value: centsToDecimal(cents, currency), currency }, scope),
    offerPattern: interfaceWord((r) => scope.resolve(r), 'instalmentsOffer', ''),
  });
  return offer ? { ...offer, infoUrl: instalmentInfoUrl(offer.locale) } : undefined;
}

export const productInstalments: Formatter = (item, _args, scope) => {
  const offer = instalmentProps(item, scope);
  if (!offer) return undefined;
  return `<p class="instalments">${escapeHtml(offer.text)}${offer.inRange ? ` ${escapeHtml(offer.brand)}` : ''}</p>`;
};
