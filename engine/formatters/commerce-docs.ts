/**
 * What each formatter of this family does, for hover help, completion and the reference page
 * (docs/template-language.md §12.3, §12.11); registered with the family in builtins.ts.
 * `test/engine/name-docs.test.ts` checks that the reference page says the same.
 */
import type { NameDoc } from '../types';

export const commerceFormatterDocs: Record<string, NameDoc> = {
  'product-price': {
    reads: 'item, localizedStrings',
    summary: 'see below',
    section: '12.3',
  },
  'subscription-price': {
    reads: 'item',
    summary: 'see below',
    section: '12.3',
  },
  'from-price': {
    reads: '§12.2',
    summary: 'legacy price number',
    section: '12.3',
  },
  'normal-price': {
    reads: '§12.2',
    summary: 'legacy price number',
    section: '12.3',
  },
  'sale-price': {
    reads: '§12.2',
    summary: 'legacy price number',
    section: '12.3',
  },
  'product-status': {
    reads:
      'item; context `productMerchandisingContext[id].customSoldOutText`, localizedStrings `productSoldOutText`, `productSaleText`',
    summary:
      'sold out → badge text = custom sold-out text, else `productSoldOutText`, else `sold out` (HTML-escaped); else on sale → `productSaleText` or `sale`; else missing (nothing)',
    section: '12.3',
  },
  'product-scarcity': {
    reads:
      'item `id`; context `productMerchandisingContext[id].{scarcityEnabled, scarcityTemplateViews, scarcityText, scarcityShownByDefault}`',
    summary:
      "if the merchandising context is missing, or the entry is missing, or toFlag(`scarcityEnabled`) is false: nothing. Else one message per view (`{qtyInStock, attributes}`): `scarcityText` message-formatted with `qtyInStock`, with the view's attributes as JSON and hidden when attributes exist (`scarcityShownByDefault` is passed along but unused by the reference rendering)",
    section: '12.3',
  },
  'product-quick-view': {
    reads: '`id`; arg GROUP',
    summary:
      'quick-view trigger with item id and a group: if the item has a property named GROUP use its text, else if context lookup GROUP exists use its text, else GROUP itself (default `""`). Label localizedStrings `productQuickViewText` (fallback `Quick View`)',
    section: '12.3',
  },
  'variant-descriptor': {
    reads: 'variant `optionValues[].value`',
    summary: 'values joined with ` / `',
    section: '12.3',
  },
  'cart-quantity': {
    reads: '`entries[].quantity`',
    summary: 'sum of quantities, in a cart-quantity span',
    section: '12.3',
  },
  'cart-subtotal': {
    reads: '—',
    summary: 'the fixed text `deprecated, do not use`. **JVM note:** renders `subtotalCents` as legacy money',
    section: '12.3',
  },
  'cart-url': {
    reads: '—',
    summary: '`/cart`',
    section: '12.3',
  },
  'money-format': {
    args: '—',
    summary: 'registered so that templates using them parse; v unchanged (§12.10)',
    section: '12.11',
  },
  moneyFormat: {
    args: '—',
    summary: 'registered so that templates using them parse; v unchanged (§12.10)',
    section: '12.11',
  },
  'money-string': {
    args: '—',
    summary: 'registered so that templates using them parse; v unchanged (§12.10)',
    section: '12.11',
  },
  'i18n-money-format': {
    args: '[LOCALE]',
    summary:
      "money text in the locale LOCALE names (de_DE or de-DE; else the render's locale): a money node in its currency, a number of cents in the store currency (JVM engine; the JVM's own locale data differs, see known differences)",
    section: '12.11',
  },
  'variants-select': {
    reads: 'item, localizedStrings',
    summary:
      'missing when the variant options (§12.2) are empty. Otherwise one chooser per option (name + distinct values, as both a dropdown and radio buttons), plus the variants JSON and, when subscribable, the subscription plan JSON. Select prompt: gift card → `giftCardVariantSelectText` (fallback `Select Value`); else `productVariantSelectText` (fallback `Select {variantName}`), message-formatted with `variantName` = option name. Option title: gift card → `giftCardValueDisplayText` (fallback `Value`); else `{name}` formatted with the option name',
    section: '12.3',
  },
  'quantity-input': {
    reads: 'item, localizedStrings `productQuantityInputLabel`',
    summary:
      'shown only when (physical, or service with multiple-quantity allowed) **and** not subscribable **and** total stock > 1; otherwise missing. Label fallback `Quantity`',
    section: '12.3',
  },
  'add-to-cart-btn': {
    reads:
      '`id`, `collectionId`, `structuredContent.{productType, isSubscribable, useCustomAddButtonText, customAddButtonText, additionalFieldsFormId, additionalFieldsForm, productSubscriptionOptions}`, localizedStrings `productAddToCartText`, `productSubscribeText`',
    summary:
      'add-to-cart button data. Label: custom text when `useCustomAddButtonText` and `customAddButtonText` are both truthy; else if subscribable `productSubscribeText` (fallback `Subscribe`); else `productAddToCartText` (fallback `Add To Cart`), escaped. A "use form" flag plus the form JSON when both form fields are truthy. The first subscription option id when subscribable and options exist (the reference computes this with an `.eval`, so it only appears when expressions are enabled)',
    section: '12.3',
  },
  'product-checkout': {
    reads: 'item',
    summary: 'concatenation of `variants-select`, `quantity-input`, `add-to-cart-btn` for the same item',
    section: '12.3',
  },
  'product-restock-notification': {
    reads:
      'item `id`; context `productMerchandisingContext[id].{restockNotificationViews, restockNotificationMessages{buttonText, CTAText, placeholderText, mailingListDescription}, mailingListSignUpEnabled, mailingListOptInByDefault}`, `website.captchaSettings.siteKey`',
    summary:
      'one sign-up form per entry of `restockNotificationViews` (each `{variantId, hiddenByDefault}`), hidden when `hiddenByDefault`; mailing-list checkbox only when sign-up is enabled (pre-checked when opt-in by default); captcha container when a site key exists. No views → nothing',
    section: '12.3',
  },
  'product-instalments': {
    args: '—',
    summary:
      'the buy-now-pay-later line of a product page, behind the `featureFlags.instalmentsOnProductPage` flag (ours)',
    section: '12.11',
  },
  'quick-view-dialog': {
    args: '—',
    summary:
      'once per collection page, the dialog that the `product-quick-view` buttons open (ours; plain markup prints nothing)',
    section: '12.11',
  },
  'summary-form-field': {
    reads: 'form answer `{type, rawTitle, value, values}`, localizedStrings',
    summary: 'see below',
    section: '12.3',
  },
};
