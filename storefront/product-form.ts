/**
 * `variants-select`, `quantity-input`, `add-to-cart-btn` and `product-checkout` as the
 * `product-detail` island (language reference §12.3): each shows its part of the form; the
 * islands of one product share their state, so the parts may sit anywhere on the page.
 */
import { BUTTON_PART, QUANTITY_PART, VARIANTS_PART, WHOLE_FORM, productFormPropsOf, type Formatter } from '../engine';
import { islandFormatter } from './island-host';

export const PRODUCT_FORM_ISLAND = 'product-detail';

export const productFormFormatters: Record<string, Formatter> = {
  /** Missing when the item has no variant options (or is digital: spec §5). */
  'variants-select': islandFormatter('variants-select', (item, scope, host) => {
    const props = productFormPropsOf(item, VARIANTS_PART, scope);
    return props.parts.variants ? host.render(PRODUCT_FORM_ISLAND, props) : undefined;
  }),
  /** Missing unless the spec's quantity conditions hold (§5 "Quantity input"). */
  'quantity-input': islandFormatter('quantity-input', (item, scope, host) => {
    const props = productFormPropsOf(item, QUANTITY_PART, scope);
    return props.parts.quantity ? host.render(PRODUCT_FORM_ISLAND, props) : undefined;
  }),
  'add-to-cart-btn': islandFormatter('add-to-cart-btn', (item, scope, host) =>
    host.render(PRODUCT_FORM_ISLAND, productFormPropsOf(item, BUTTON_PART, scope)),
  ),
  /** The three parts as one island: they share one state. */
  'product-checkout': islandFormatter('product-checkout', (item, scope, host) =>
    host.render(PRODUCT_FORM_ISLAND, productFormPropsOf(item, WHOLE_FORM, scope)),
  ),
};
