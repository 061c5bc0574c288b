/**
 * The few words of a page's fixed chrome (the header's search, cart, menu and account links)
 * in each language we ship them in; a page in any other language gets English. Content
 * (navigation titles, footer text, collections) is the owner's and is translated in the
 * site's translations instead.
 *
 * @module
 */

export interface InterfaceWords {
  search: string;
  cart: string;
  /** Read after the cart's quantity by screen readers, before its subtotal. */
  cartItems: string;
  menu: string;
  signIn: string;
  account: string;
}

const WORDS: Readonly<Record<string, Readonly<InterfaceWords>>> = Object.freeze({
  en: Object.freeze({
    search: 'Search',
    cart: 'Cart',
    cartItems: ' items in your cart, subtotal',
    menu: 'Menu',
    signIn: 'Sign in',
    account: 'Account',
  }),
  fr: Object.freeze({
    search: 'Recherche',
    cart: 'Panier',
    cartItems: ' articles dans votre panier, sous-total',
    menu: 'Menu',
    signIn: 'Se connecter',
    account: 'Compte',
  }),
  de: Object.freeze({
    search: 'Suche',
    cart: 'Warenkorb',
    cartItems: ' Artikel im Warenkorb, Zwischensumme',
    menu: 'Menü',
    signIn: 'Anmelden',
    account: 'Konto',
  }),
  es: Object.freeze({
    search: 'Buscar',
    cart: 'Carrito',
    cartItems: ' artículos en tu carrito, subtotal',
    menu: 'Menú',
    signIn: 'Iniciar sesión',
    account: 'Cuenta',
  }),
});

/** The chrome words for a BCP 47 locale, by its language (`fr-CA` → French); English otherwise. */
export function interfaceWords(locale: unknown): Readonly<InterfaceWords> {
  const language = typeof locale === 'string' ? locale.split(/[-_]/)[0]!.toLowerCase() : '';
  return Object.hasOwn(WORDS, language) ? WORDS[language]! : WORDS.en!;
}
