/**
 * `variants-select`, `quantity-input`, `add-to-cart-btn` and `product-checkout` (language
 * reference §12.3) in plain markup: each prints its part of the product form as a labelled
 * HTML form. A site may register richer versions over these from the same props
 * (`productFormPropsOf`); storefront/ renders them as the interactive product form.
 */
import { productFormMarkup } from './product-form-markup';
import { productFormPropsOf } from './product-form-input';
import type { FormParts } from '../../../domain';
import type { Formatter } from '../../types';

export const VARIANTS_PART: FormParts = { variants: true, quantity: false, button: false };
export const QUANTITY_PART: FormParts = { variants: false, quantity: true, button: false };
export const BUTTON_PART: FormParts = { variants: false, quantity: false, button: true };
export const WHOLE_FORM: FormParts = { variants: true, quantity: true, button: true };

/** Missing when the item has no variant options (or is digital: spec §5). */
export const variantsSelect: Formatter = (item, _args, scope) => {
  const props = productFormPropsOf(item, VARIANTS_PART, scope);
  return props.parts.variants ? productFormMarkup(props) : undefined;
};

/** Missing unless the spec's quantity conditions hold (§5 "Quantity input"). */
export const quantityInput: Formatter = (item, _args, scope) => {
  const props = productFormPropsOf(item, QUANTITY_PART, scope);
  return props.parts.quantity ? productFormMarkup(props) : undefined;
};

export const addToCartBtn: Formatter = (item, _args, scope) =>
  productFormMarkup(productFormPropsOf(item, BUTTON_PART, scope));

/** The three parts as one form. */
export const productCheckout: Formatter = (item, _args, scope) =>
  productFormMarkup(productFormPropsOf(item, WHOLE_FORM, scope));

export const productFormFormatters: Record<string, Formatter> = {
  'variants-select': variantsSelect,
  'quantity-input': quantityInput,
  'add-to-cart-btn': addToCartBtn,
  'product-checkout': productCheckout,
};
