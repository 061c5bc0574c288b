import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $cart, syncCart } from '../cart/cart-store';
import { startCart } from '../cart/cart-start';
import { pillCount } from './pill-count';
import type { MoneyFormat } from '../cart/cart-types';
import { fillWords, type InterfaceWords } from '../../domain';

/** The pill's words in the page's language (domain/interface-words); English when absent. */
export type PillCartWords = Pick<InterfaceWords, 'pillCart' | 'oneItem' | 'items' | 'moreThanItems'>;

export interface PillCartProps {
  totalQuantity: number;
  /** The subtotal, formatted on the server. */
  subtotalText: string;
  /** The store setting. */
  style: 'light' | 'dark';
  /** Set by the server on the cart page, in express checkout and on custom-cart sites. */
  hidden: boolean;
  /** The server saw the visitor's (HttpOnly) cart cookie, so the page loads the cart at start. */
  cartPresent?: boolean;
  /** The site's currency and locale, for subtotals the browser formats. */
  money?: MoneyFormat;
  /** Only on pages in another language than English. */
  words?: PillCartWords;
  /** The cart page in the page's language (`/fr/cart`). @default '/cart' */
  href?: string;
}

/** The floating link to /cart; hidden while the cart is empty. It is on every page, so it starts the cart. */
export function PillCart(props: PillCartProps) {
  const live = useStore($cart);
  // The first render must match the server's, so the store is read only once mounted.
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (!$cart.get().initialized) syncCart({ items: props.totalQuantity, subtotal: props.subtotalText });
    startCart({ cartPresent: props.cartPresent === true, money: props.money });
    setMounted(true);
  }, [props.totalQuantity, props.subtotalText, props.cartPresent, props.money]);

  const { totalQuantity, subtotalText } = mounted ? live : props;
  const count = pillCount(totalQuantity, props.words);
  return (
    <a
      href={props.href ?? '/cart'}
      className={`pill-cart pill-cart--${props.style === 'dark' ? 'dark' : 'light'}`}
      hidden={props.hidden || totalQuantity <= 0}
    >
      <svg className="pill-cart__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          d="M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 7H6.2"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
        />
        <circle cx="9" cy="19" r="1.5" fill="currentColor" />
        <circle cx="17" cy="19" r="1.5" fill="currentColor" />
      </svg>
      <span className="pill-cart__count" aria-hidden="true">
        {count.text}
      </span>
      <span className="visually-hidden">
        {props.words ? fillWords(props.words.pillCart, { count: count.spoken }) : `Cart, ${count.spoken}`}
      </span>
      <span className="pill-cart__subtotal">{subtotalText}</span>
    </a>
  );
}
