/**
 * The islands the browser knows: each name (as templates spell it in `{value|island NAME}`)
 * maps to a lazy import, so esbuild gives every island its own chunk and a page downloads
 * only the islands it shows. Keep in step with server-components.ts.
 *
 * @module
 */
import { withLoadTimeout } from './product-reviews/lazy-chunk';
import type { ComponentType } from 'react';

// Props arrive decoded from JSON, so a loader cannot promise more than "some props".
// biome-ignore lint/suspicious/noExplicitAny: see above
export type IslandComponent = ComponentType<any>;
export type IslandLoader = () => Promise<IslandComponent>;

export const islandLoaders: Record<string, IslandLoader> = {
  'pill-cart': () => import('./pill-cart/PillCart').then((m) => m.PillCart),
  gallery: () => import('./gallery/Gallery').then((m) => m.Gallery),
  form: () => import('./form/Form').then((m) => m.Form),
  'product-detail': () => import('./product-detail/ProductDetail').then((m) => m.ProductDetail),
  instalments: () => import('./instalments/Instalments').then((m) => m.Instalments),
  'quick-view': () => import('./quick-view/QuickView').then((m) => m.QuickView),
  restock: () => import('./restock/Restock').then((m) => m.Restock),
  cart: () => import('./cart/Cart').then((m) => m.Cart),
  checkout: () => import('./checkout/Checkout').then((m) => m.Checkout),
  'site-user': () => import('./site-user/SiteUser').then((m) => m.SiteUser),
  'account-link': () => import('./account-link/AccountLink').then((m) => m.AccountLink),
  donation: () => import('./donation/Donation').then((m) => m.Donation),
  'cart-v2-summary': () => import('./cart-v2-summary/CartV2Summary').then((m) => m.CartV2Summary),
  'membership-join': () => import('./membership-join/MembershipJoin').then((m) => m.MembershipJoin),
  'popup-overlay': () => import('./popup-overlay/PopupOverlay').then((m) => m.PopupOverlay),
  'product-reviews': withLoadTimeout(
    () => import('./product-reviews/ProductReviews').then((m) => m.ProductReviews),
    'product reviews',
  ),
  disqus: () => import('./disqus/Disqus').then((m) => m.Disqus),
};
