/**
 * Business rules shared by the server, the engine's commerce formatters, the storefront and
 * the islands: pure functions and enumerations, no I/O. Other folders import them from here.
 * Test data builders stay in `test-products.ts`, for tests only.
 *
 * @module
 */
export * from './ad-pixel';
export * from './add-to-cart-button';
export * from './add-to-cart';
export * from './additional-fields';
export * from './availability';
export * from './cart-totals';
export * from './cart';
export * from './email-check';
export * from './enums';
export * from './form-fields';
export * from './form-document';
export * from './gallery';
export * from './lru-cache';
export * from './images';
export * from './instalment-offer';
export * from './instalments';
export * from './json';
export * from './money';
export * from './prices';
export * from './product-form';
export * from './product-images';
export * from './product';
export * from './restock';
export * from './subscription';
export * from './billing-plan';
export * from './donation';
export * from './paywall';
export * from './popup-overlay';
export * from './variant-options';
export * from './storable-text';
export * from './website-roles';
export * from './site-code';
export * from './website-plans';
export * from './tracking';
export * from './places';
export * from './feature-toggles';
export * from './calendar-day';
export * from './captcha';
export * from './disqus';
export * from './refusal-status';
export * from './site-header-footer';
export * from './site-languages';
export * from './product-reviews';
export * from './api-call';
export * from './owner-api';
export * from './owner-api-sales';
export * from './gift-card-ending';
export * from './owner-subscriptions-api';
export * from './postal-address';
export * from './owner-api-site';
export * from './owner-content-api';
export * from './owner-translations-api';
export * from './owner-content-preview';
export * from './owner-content-items-api';
export * from './owner-content-products';
export * from './owner-dashboard';
export * from './item-status';
export * from './editor-rules';
export * from './owner-media-api';
export * from './site-user-api';
export * from './storefront-api';
export * from './interface-words';
// Every language's words: server-side only (interface-words/index.ts says why they are apart).
export { CATALOGUES, catalogueOf, interfaceWords } from './interface-words/catalogues';
export * from './same-origin';
export * from './wall-clock';
export * from './site-style';
export * from './site-style-dirty';
export * from './colour-contrast';
