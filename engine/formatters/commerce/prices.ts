/**
 * Price formatters: `product-price`, `subscription-price`, and the legacy price numbers
 * `from-price`, `normal-price`, `sale-price` (language reference §12.2, §12.3).
 */
import {
  isOnSale,
  cheapestVariant,
  effectivePrice,
  fromPrice,
  hasVariedPrices,
  legacyPriceNumber,
  normalPrice,
  salePrice,
  isStockedType,
  isSubscribable,
  productType,
  structuredContent,
  fillWording,
  subscriptionWording,
} from '../../../domain';
import type { MoneyNode } from '../../../domain';
import { fillPlaceholders, localized } from '../markup';
import { escapeHtml } from '../escape';
import type { Formatter, Scope } from '../../types';
import { memoByItem } from './item-memo';
import { moneyMarkup } from './money-text';

interface PriceParts {
  from?: string;
  sale?: string;
  normal?: string;
  unavailable?: string;
}

const lookup = (scope: Scope) => (reference: string) => scope.resolve(reference);

/** Display rule: the from text, else sale then original, else the normal amount. */
function priceMarkup(parts: PriceParts, scope: Scope): string {
  const inner = parts.unavailable
    ? `<span class="product-price__unavailable">${escapeHtml(parts.unavailable)}</span>`
    : parts.from
      ? `<span class="product-price__from">${parts.from}</span>`
      : parts.sale
        ? `<span class="product-price__sale"><span class="visually-hidden">${escapeHtml(localized(lookup(scope), 'salePriceText', 'Sale Price:'))} </span>${parts.sale}</span> ` +
          `<span class="product-price__original"><span class="visually-hidden">${escapeHtml(localized(lookup(scope), 'originalPriceText', 'Original Price:'))} </span><s>${parts.normal ?? ''}</s></span>`
        : (parts.normal ?? '');
  return `<div class="product-price">${inner}</div>`;
}

function oneTimeParts(item: unknown, scope: Scope): PriceParts {
  const text = (pattern: string, node: MoneyNode) =>
    fillPlaceholders(pattern, { price: moneyMarkup(node, scope), fromPrice: moneyMarkup(node, scope) });
  const parts: PriceParts = { normal: text('{price}', normalPrice(item)) };
  if (hasVariedPrices(item))
    parts.from = text(
      escapeHtml(localized(lookup(scope), 'productPriceFromText', 'from {fromPrice}')),
      fromPrice(item),
    );
  if (isOnSale(item)) parts.sale = text('{price}', salePrice(item));
  return parts;
}

function subscriptionParts(item: unknown, scope: Scope): PriceParts {
  const varied = hasVariedPrices(item);
  const wording = subscriptionWording(item, varied);
  if (!wording) return { unavailable: localized(lookup(scope), 'productPriceUnavailable', 'Unavailable') };
  const pattern = escapeHtml(localized(lookup(scope), wording.key, wording.text));
  const fill = (node: MoneyNode) =>
    fillWording(pattern, {
      price: moneyMarkup(node, scope),
      billingPeriodValue: wording.billingPeriodValue,
      duration: wording.duration,
    });
  const parts: PriceParts = { normal: fill(normalPrice(item)) };
  if (varied) parts.from = fill(fromPrice(item));
  if (isOnSale(item)) parts.sale = fill(salePrice(item));
  return parts;
}

/** Kept per item: a page prints the same prices on every request. */
export const productPriceFormatter: Formatter = (item, _args, scope) => {
  if (structuredContent(item).productType === -1) return '<div class="product-price"></div>';
  return memoByItem('product-price', item, scope, (reading) =>
    priceMarkup(isSubscribable(item) ? subscriptionParts(item, reading) : oneTimeParts(item, reading), reading),
  );
};

/** Pricing options of the cheapest variant (physical/service only). */
export const subscriptionPriceFormatter: Formatter = (item, _args, scope) => {
  const options = isStockedType(productType(item)) ? cheapestVariant(item)?.pricingOptions : undefined;
  const first = Array.isArray(options)
    ? (options[0] as { onSale?: boolean; priceMoney?: MoneyNode; salePriceMoney?: MoneyNode } | undefined)
    : undefined;
  if (!first || typeof first !== 'object') return '<div class="product-price"></div>';
  const money = (node: MoneyNode | undefined) => moneyMarkup(node ?? { value: '0', currency: 'USD' }, scope);
  const parts: PriceParts = { normal: money(first.priceMoney) };
  if (hasVariedPrices(item)) {
    parts.from = fillPlaceholders(escapeHtml(localized(lookup(scope), 'productPriceFromText', 'from {fromPrice}')), {
      fromPrice: money(effectivePrice(first)),
      price: money(effectivePrice(first)),
    });
  }
  if (first.onSale) parts.sale = money(first.salePriceMoney);
  return priceMarkup(parts, scope);
};

export const priceFormatters: Record<string, Formatter> = {
  'product-price': productPriceFormatter,
  'subscription-price': subscriptionPriceFormatter,
  'from-price': (item) => legacyPriceNumber(fromPrice(item)),
  'normal-price': (item) => legacyPriceNumber(normalPrice(item)),
  'sale-price': (item) => legacyPriceNumber(salePrice(item)),
};
