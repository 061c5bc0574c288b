/**
 * `variants-select`, `quantity-input`, `add-to-cart-btn` and `product-checkout` (language
 * reference §12.3): each writes the `product-detail` island showing its part of the form; the
 * islands of one product share their state, so the parts may sit anywhere on the page.
 */
import { renderIsland } from '../../../storefront/island-host';
import { productFormMarkup } from './product-form-markup';
import { productFormPropsOf } from './product-form-input';
import type { FormParts, ProductFormProps } from '../../../domain/product-form';
import type { Formatter, Scope } from '../../types';

export const PRODUCT_FORM_ISLAND = 'product-detail';

function render(props: ProductFormProps, scope: Scope): string {
  return renderIsland(scope, PRODUCT_FORM_ISLAND, props, () => productFormMarkup(props));
}

function productForm(item: unknown, parts: FormParts, scope: Scope): string {
  return render(productFormPropsOf(item, parts, scope), scope);
}

/** Missing when the item has no variant options (or is digital: spec §5). */
export const variantsSelect: Formatter = (item, _args, scope) => {
  const props = productFormPropsOf(item, { variants: true, quantity: false, button: false }, scope);
  return props.parts.variants ? render(props, scope) : undefined;
};

/** Missing unless the spec's quantity conditions hold (§5 "Quantity input"). */
export const quantityInput: Formatter = (item, _args, scope) => {
  const props = productFormPropsOf(item, { variants: false, quantity: true, button: false }, scope);
  return props.parts.quantity ? render(props, scope) : undefined;
};

export const addToCartBtn: Formatter = (item, _args, scope) => productForm(item, { variants: false, quantity: false, button: true }, scope);

/** The three parts as one island: they share one state. */
export const productCheckout: Formatter = (item, _args, scope) =>
  productForm(item, { variants: true, quantity: true, button: true }, scope);

export const productFormFormatters: Record<string, Formatter> = {
  'variants-select': variantsSelect,
  'quantity-input': quantityInput,
  'add-to-cart-btn': addToCartBtn,
  'product-checkout': productCheckout,
};
