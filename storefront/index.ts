/**
 * The storefront: what makes a page of our store on top of the template language. Its
 * registry adds the island formatters; server/ compiles site templates against it.
 *
 * @module
 */
export { storefrontRegistry } from './registry';
export { productFormFormatters, PRODUCT_FORM_ISLAND } from './product-form';
export { productWidgetFormatters } from './product-widgets';
export { socialWidgetFormatters } from './social-widgets';
export { island } from './island-formatter';
export type { IslandHost } from './island-host';
