/**
 * The same islands as registry.ts, imported eagerly for server rendering.
 *
 * @module
 */
import { Form } from './form/Form';
import { Cart } from './cart/Cart';
import { Checkout } from './checkout/Checkout';
import { Gallery } from './gallery/Gallery';
import { Instalments } from './instalments/Instalments';
import { PillCart } from './pill-cart/PillCart';
import { ProductDetail } from './product-detail/ProductDetail';
import { QuickView } from './quick-view/QuickView';
import { Restock } from './restock/Restock';
import { SiteUser } from './site-user/SiteUser';
import { AccountLink } from './account-link/AccountLink';
import { Donation } from './donation/Donation';
import { PopupOverlay } from './popup-overlay/PopupOverlay';
import { MembershipJoin } from './membership-join/MembershipJoin';
import { CartV2Summary } from './cart-v2-summary/CartV2Summary';
import { ProductReviews } from './product-reviews/ProductReviews';
import { Disqus } from './disqus/Disqus';
import type { IslandComponent } from './registry';

export const serverIslands: Record<string, IslandComponent> = {
  'pill-cart': PillCart,
  gallery: Gallery,
  form: Form,
  'product-detail': ProductDetail,
  instalments: Instalments,
  'quick-view': QuickView,
  restock: Restock,
  cart: Cart,
  checkout: Checkout,
  'site-user': SiteUser,
  'account-link': AccountLink,
  donation: Donation,
  'popup-overlay': PopupOverlay,
  'membership-join': MembershipJoin,
  'cart-v2-summary': CartV2Summary,
  'product-reviews': ProductReviews,
  disqus: Disqus,
};
