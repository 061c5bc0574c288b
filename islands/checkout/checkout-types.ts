/** The checkout island's props (server/commerce/checkout-pages.ts builds them) and the order it places. */
import type { ShopWords } from '../../domain';
import type { MoneyFormat, ShoppingCart } from '../cart/cart-types';

export interface CheckoutProps {
  cart: ShoppingCart;
  money: MoneyFormat;
  minimumSubtotalCents: number;
  /** Subscription checkout (page type 206 after success): the subscription cart's token. */
  cartToken?: string;
  /** The countries the address form offers, named in the site's language. */
  countries: { code: string; name: string }[];
  /** Whether the site has an address service (issue 16); without one the address is typed in full. @default true */
  addressCompletion?: boolean;
  /** The page language's words; English when absent. */
  words?: ShopWords;
  /** The prefix of the page's language (`fr`) when it is not the site's own: the order is confirmed at /fr/order-confirmed/{id}. */
  pageLanguage?: string;
}

export interface ShippingAddress {
  name: string;
  line1: string;
  line2: string;
  city: string;
  region: string;
  postalCode: string;
  country: string;
}
