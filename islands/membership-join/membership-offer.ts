/**
 * A paywall product (type 5) as the membership join button shows it. The template passes the
 * item itself; this reads what joining needs from it: the only variant's sku and price, and
 * the plan's wording when it is sold by subscription.
 */
import {
  ENGLISH_WORDS,
  effectivePrice,
  fillWords,
  fillWording,
  formatCents,
  isPaywallProduct,
  isSubscribable,
  moneyCurrency,
  moneyToCents,
  subscriptionWording,
  variants,
  type MembershipWords,
} from '../../domain';

export interface MembershipOffer {
  itemId: string;
  sku: string;
  subscription: boolean;
  priceText: string;
}

/** `words`: the page's (its price wording's and "paid once"), English without; `locale` formats the price. */
export function membershipOffer(
  item: unknown,
  locale = 'en-US',
  words: MembershipWords = ENGLISH_WORDS,
): MembershipOffer | undefined {
  const [variant] = variants(item);
  const id = (item as { id?: unknown } | null)?.id;
  if (!isPaywallProduct(item) || typeof id !== 'string' || !variant || typeof variant.sku !== 'string')
    return undefined;
  const price = effectivePrice(variant);
  const text = formatCents(moneyToCents(price), moneyCurrency(price), { locale });
  const subscription = isSubscribable(item);
  const wording = subscription ? subscriptionWording(item, false, true, words) : undefined;
  return {
    itemId: id,
    sku: variant.sku,
    subscription,
    priceText: wording
      ? fillWording(wording.text, {
          price: text,
          billingPeriodValue: wording.billingPeriodValue,
          duration: wording.duration,
        })
      : fillWords(words.membershipPaidOnce, { price: text }),
  };
}
