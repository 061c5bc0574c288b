import { useEffect, useRef, useState } from 'react';
import {
  ADD_TO_CART_MESSAGES,
  CART_ITEM_ADDED_EVENT,
  canOpenAdditionalFields,
  centsToDecimal,
  checkAddToCart,
  BUTTON_TEXTS,
  BUTTON_TIMINGS,
  addErrorMessage,
  pathUnderHome,
  alertTitle,
  sayerIn,
  type ButtonPhase,
  type CartAddedDetail,
} from '../../domain';
import { $moneyFormat, receiveCart } from '../cart/cart-store';
import { addToCart, readCart, readStock, subscriptionCart, type AddInput } from './cart-api';
import { productStore } from './product-store';
import type { ProductFormProps } from '../../domain';
import type { EntryAdded } from '../../domain';

export interface Problem {
  title: string;
  message: string;
}

export interface AddToCart {
  phase: ButtonPhase;
  problem?: Problem;
  /** The polite live region's text. */
  announcement: string;
  /** True while the additional-fields dialog is open. */
  askingFields: boolean;
  start(): void;
  submitFields(values: Record<string, string>): void;
  cancelFields(): void;
  /** An English text of the button (its states, its refusals) in the page's language. */
  say(english: string): string;
}

/** Tells the page's other scripts (the ad pixel) what was added: a window event, nothing sent. */
function announceAdded(answer: EntryAdded, input: AddInput, currency: string): void {
  const entry = answer.shoppingCart.entries.find((e) => e.itemId === input.itemId && e.chosenVariant.sku === input.sku);
  const cents = (entry?.purchasePriceCents ?? 0) * input.quantity;
  const detail: CartAddedDetail = {
    itemId: input.itemId,
    sku: input.sku,
    quantity: input.quantity,
    value: centsToDecimal(cents, currency),
    currency,
  };
  window.dispatchEvent(new CustomEvent(CART_ITEM_ADDED_EVENT, { detail }));
}

/** Server failures worth one retry with the same idempotency key: no answer, or a 5xx. */
const retryable = (status: number) => status === 0 || status >= 500;

/**
 * The add-to-cart button's behaviour (spec §4 "Add-to-cart button", §5, §8): check the choice,
 * ask the additional fields once stock allows, add with an idempotency key (clicks while busy
 * are ignored), update the cart store, then 'Added!' or the refusal, or go to checkout.
 */
export function useAddToCart(props: ProductFormProps): AddToCart {
  const { item, options, expressCheckout, currency, locale } = props;
  /** Checkout in the page's language: `/fr/checkout` on a French page. */
  const checkoutPath = pathUnderHome(props.pageHome, '/checkout');
  const [phase, setPhase] = useState<ButtonPhase>('idle');
  const [problem, setProblem] = useState<Problem>();
  const [announcement, setAnnouncement] = useState('');
  const [pending, setPending] = useState<AddInput>();
  const busy = useRef(false);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);
  const later = (ms: number, run: () => void) => void timers.current.push(setTimeout(run, ms));
  // The button's English texts said in the page's words: the titles and refusals the spec quotes
  // stay the code's English, and a page in another language hands the island their translations.
  const say = sayerIn(props.words);
  const title = say(alertTitle(item.structuredContent.productType, expressCheckout));

  const refuse = (message: string) => {
    setProblem({ title, message: say(message) });
    setAnnouncement('');
  };
  const failAfterCall = (message: string) => {
    refuse(message);
    later(BUTTON_TIMINGS.idleAfterErrorMs, () => {
      setPhase('idle');
      busy.current = false;
    });
  };

  const send = async (input: AddInput) => {
    busy.current = true;
    setPhase('adding');
    setProblem(undefined);
    setAnnouncement(say(BUTTON_TEXTS.adding));
    if (item.structuredContent.isSubscribable) {
      const answer = await subscriptionCart(input);
      const token = answer.ok && answer.body && 'cartToken' in answer.body ? answer.body.cartToken : undefined;
      if (token) return window.location.assign(`${checkoutPath}/subscription?cartToken=${encodeURIComponent(token)}`);
      return failAfterCall(addErrorMessage(answer.status, answer.body));
    }
    const key = crypto.randomUUID();
    let answer = await addToCart(input, key);
    if (retryable(answer.status)) answer = await addToCart(input, key);
    if (!answer.ok || !answer.body || !('shoppingCart' in answer.body))
      return failAfterCall(addErrorMessage(answer.status, answer.body));
    // The whole cart goes to the shared store, so the pill, the cart link and the cart page agree.
    $moneyFormat.set({ currency, locale });
    receiveCart(answer.body.shoppingCart);
    announceAdded(answer.body, input, currency);
    if (expressCheckout) return window.location.assign(checkoutPath);
    later(BUTTON_TIMINGS.addedAfterMs, () => {
      setPhase('added');
      setAnnouncement(say(BUTTON_TEXTS.added));
      later(BUTTON_TIMINGS.addedForMs, () => {
        setPhase('idle');
        setAnnouncement('');
        busy.current = false;
      });
    });
  };

  /** Stock is checked before the form opens: enough when unlimited or above what the cart holds. */
  const askFields = async (input: AddInput) => {
    busy.current = true;
    const [stock, cart] = await Promise.all([readStock(item.id), readCart()]);
    busy.current = false;
    const row = stock.body && 'results' in stock.body ? stock.body.results.find((r) => r.sku === input.sku) : undefined;
    const entries = cart.body && 'entries' in cart.body ? cart.body.entries : [];
    const inCart = entries
      .filter((e) => e.itemId === item.id && e.chosenVariant.sku === input.sku)
      .reduce((sum, e) => sum + e.quantity, 0);
    if (!row) return refuse(addErrorMessage(stock.status, stock.body));
    if (!canOpenAdditionalFields(row, inCart)) return refuse(ADD_TO_CART_MESSAGES.notEnoughStock);
    setPending(input);
  };

  const start = () => {
    if (busy.current) return;
    const { selection, quantity } = productStore(item.id).get();
    // A page in another language asks for the options by the names it shows them with.
    const optionTitles = props.words ? props.labels.titles : undefined;
    const checked = checkAddToCart({ item, options, selection, quantity, ...(optionTitles ? { optionTitles } : {}) });
    if ('error' in checked) return refuse(checked.error);
    setProblem(undefined);
    const input: AddInput = { itemId: item.id, sku: String(checked.variant.sku), quantity: checked.quantity };
    void (props.additionalFields ? askFields(input) : send(input));
  };

  return {
    phase,
    problem,
    announcement,
    askingFields: pending !== undefined,
    start,
    submitFields: (values) => {
      if (!pending || busy.current) return;
      setPending(undefined);
      void send({ ...pending, additionalFields: values });
    },
    cancelFields: () => setPending(undefined),
    say,
  };
}
