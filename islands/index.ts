/**
 * What the server uses of the islands: the collector for page renders and the build manifest.
 * Browser code starts at boot.ts instead.
 *
 * @module
 */
export { IslandCollector } from './collector';
export type { IslandCollectorOptions } from './collector';
export { IslandPropsError } from './serialize';
export { pillCartProps } from './pill-cart/pill-cart-props';
export type { PillCartInput } from './pill-cart/pill-cart-props';
export { readManifest, clearManifestCache, ASSETS_DIR, DIST_DIR, MANIFEST_PATH } from './manifest';
export type { AdminBundle, Manifest } from './manifest';
export { scriptJson } from './script-json';
export { islandLoaders } from './registry';
export type { IslandComponent, IslandLoader } from './registry';
export { CART_MESSAGES } from './cart/cart-messages';
export type { CartPageProps, CartPaths, EntryExtras, FormFieldDef } from './cart/cart-page-types';
export type { ShoppingCart } from './cart/cart-types';
export type { PillCartProps, PillCartWords } from './pill-cart/PillCart';
export type { CheckoutProps } from './checkout/checkout-types';
export type { QuickViewData } from './quick-view/types';
export type { DonationProps } from './donation/donation-types';
export type { PopupOverlayProps } from './popup-overlay/popup-overlay-types';
export type { CartV2SummaryProps } from './cart-v2-summary/cart-v2-types';
export type { SiteUserProps } from './site-user/site-user-types';
