import type { ShopWords } from '../../domain';
import type { MoneyFormat, ShoppingCart } from '../cart/cart-types';

/** The newer cart page's summary (page type 205): server/render/cart-design.ts. */
export interface CartV2SummaryProps {
  cart: ShoppingCart;
  money: MoneyFormat;
  /** Countries the shipping estimate offers, the store's first. */
  countries: { code: string; name: string }[];
  /** The page language's words; English when absent. */
  words?: ShopWords;
  /** The checkout of the page's language (`/fr/checkout`). @default '/checkout' */
  checkoutPath?: string;
}
