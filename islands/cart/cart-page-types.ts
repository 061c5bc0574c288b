/** The cart page island's props, built by the server (server/render/cart-page-props.ts). */
import type { ShopWords, ShownImage } from '../../domain';
import type { MoneyFormat, ShoppingCart } from './cart-types';

/** A field of an additional-fields form (spec §3 "Form"), as the edit dialog shows it. */
export interface FormFieldDef {
  id: string;
  type: string;
  title: string;
  description?: string;
  required?: boolean;
  options?: string[];
  /** Each option's label on a language page (domain `optionLabel`); the option is what is stored. */
  optionLabels?: string[];
  maxLength?: number;
}

/** What the cart page shows of an entry beside the cart answer's (its title, url and variantText). */
export interface EntryExtras {
  /** The chosen variant's image, else the product's first. */
  image?: ShownImage;
  /** The variant's regular unit price while it sells on sale, so the line shows what it was. */
  regularPriceCents?: number;
  /** The answers rendered with summary-form-field on the server… */
  fieldsHtml: string;
  /** …for these additional fields (the entry's JSON text when the page was rendered). */
  fieldsFor: string | null;
}

export interface CartPageProps {
  cart: ShoppingCart;
  money: MoneyFormat;
  /** Store setting minimumOrderSubtotalCents. */
  minimumSubtotalCents: number;
  /** For the forms that post without JavaScript. */
  crumb: string;
  /** By entry id. */
  extras: Record<string, EntryExtras>;
  /** Additional-fields forms by item id. */
  forms: Record<string, FormFieldDef[]>;
  /** A failure of a form posted without JavaScript, shown once. */
  error?: { title: string; message: string };
  /** The page language's words; English when absent. */
  words?: ShopWords;
  /** The pages the cart links and posts to, in the page's language. @default CART_PATHS */
  paths?: CartPaths;
}

/** The cart page, checkout and home page of the cart's language (`/fr/cart`…). */
export interface CartPaths {
  cart: string;
  checkout: string;
  home: string;
}

/** The primary language's. */
export const CART_PATHS: CartPaths = Object.freeze({ cart: '/cart', checkout: '/checkout', home: '/' });
