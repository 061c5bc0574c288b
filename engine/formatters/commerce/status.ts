/**
 * Badges and merchandising: `product-status`, `product-scarcity`, `product-quick-view`,
 * `variant-descriptor` (language reference §12.3; spec §4 "Availability").
 */
import { badgeOf, badgeText } from '../../../domain';
import { toFlag, toText, ownProperty } from '../../convert';
import { localized } from '../markup';
import { escapeHtml } from '../escape';
import { formatMessage } from '../i18n/message';
import { memoByItem } from './item-memo';
import type { Formatter, Scope } from '../../types';

function merchandisingOf(item: unknown, scope: Scope): Record<string, unknown> | undefined {
  const id = toText(ownProperty(item, 'id'));
  const context = scope.resolve('productMerchandisingContext');
  const entry = id ? ownProperty(context, id) : undefined;
  return entry !== null && typeof entry === 'object' ? (entry as Record<string, unknown>) : undefined;
}

/**
 * Sold out, else sale, else nothing (missing). Kept per item object while what it reads stays
 * the same (memoByItem), as the scarcity messages are: a grid shows the same items render after
 * render, and a badge walks every variant's stock (issue 28).
 */
export const productStatus: Formatter = (item, _args, scope) =>
  memoByItem('product-status', item, scope, (reading) => statusOf(item, reading));

function statusOf(item: unknown, scope: Scope): string | undefined {
  const badge = badgeOf(item);
  if (badge === 'none') return undefined;
  const text = badgeText(badge, {
    customSoldOutText: merchandisingOf(item, scope)?.customSoldOutText,
    localizedSoldOutText: scope.resolve('localizedStrings.productSoldOutText'),
    localizedSaleText: scope.resolve('localizedStrings.productSaleText'),
  });
  return `<span class="product-badge product-badge--${badge}">${escapeHtml(text)}</span>`;
}

/**
 * One scarcity message per view, `scarcityText` filled with the view's stock. A view tied to
 * variant attributes starts hidden: a product form script shows it when that variant is chosen.
 */
export const productScarcity: Formatter = (item, _args, scope) =>
  memoByItem('product-scarcity', item, scope, (reading) => scarcityOf(item, reading));

function scarcityOf(item: unknown, scope: Scope): string | undefined {
  const context = merchandisingOf(item, scope);
  if (!context || !toFlag(context.scarcityEnabled)) return undefined;
  const views = Array.isArray(context.scarcityTemplateViews) ? context.scarcityTemplateViews : [];
  const pattern = typeof context.scarcityText === 'string' ? context.scarcityText : '';
  const shownByDefault = toFlag(context.scarcityShownByDefault);
  return views
    .map((view: unknown) => {
      const qty = Number(ownProperty(view, 'qtyInStock'));
      const attributes = ownProperty(view, 'attributes');
      const hasAttributes = attributes !== null && typeof attributes === 'object' && Object.keys(attributes).length > 0;
      const stock = Number.isFinite(qty) ? qty : '';
      // ICU message when a locale is loaded (plural forms: 'Only {qtyInStock, plural, one{# left} other{# left}}').
      const text = scope.locale
        ? formatMessage(pattern, { named: { qtyInStock: stock }, positional: [stock] }, scope)
        : pattern.replace(/\{qtyInStock\}/g, String(stock));
      const attrs = hasAttributes ? ` data-variant-attributes="${escapeHtml(JSON.stringify(attributes))}"` : '';
      const hidden = hasAttributes || !shownByDefault ? ' hidden' : '';
      return `<p class="product-scarcity" role="status"${attrs}${hidden}>${escapeHtml(text)}</p>`;
    })
    .join('');
}

/** A button that opens the product in a quick-view dialog; GROUP names the set it pages through. */
export const productQuickView: Formatter = (item, args, scope) => {
  const group = args[0] ?? '';
  const own = group ? ownProperty(item, group) : undefined;
  const fromContext = group && own === undefined ? scope.resolve(group) : undefined;
  const groupText = own !== undefined ? toText(own) : fromContext !== undefined ? toText(fromContext) : group;
  const label = localized((r) => scope.resolve(r), 'productQuickViewText', 'Quick View');
  const id = toText(ownProperty(item, 'id'));
  return `<button type="button" class="product-quick-view" data-quick-view="${escapeHtml(id)}" data-group="${escapeHtml(groupText)}">${escapeHtml(label)}</button>`;
};

/** `Large / Blue`: the variant's option values in order. */
export const variantDescriptor: Formatter = (variant) => {
  const values = ownProperty(variant, 'optionValues');
  if (!Array.isArray(values)) return '';
  return values.map((v) => toText(ownProperty(v, 'value'))).join(' / ');
};

export const statusFormatters: Record<string, Formatter> = {
  'product-status': productStatus,
  'product-scarcity': productScarcity,
  'product-quick-view': productQuickView,
  'variant-descriptor': variantDescriptor,
};
