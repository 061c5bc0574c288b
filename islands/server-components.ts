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
  disqus: Disqus,
};
