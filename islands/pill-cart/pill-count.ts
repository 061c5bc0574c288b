import { fillWords, PILL_CART_CAP } from '../../domain';
import type { PillCartWords } from './PillCart';
// The pill shows at most PILL_CART_CAP (100) items; above it, `100+` (spec §9).

/** What the pill shows for a quantity, and what a screen reader says instead. */
export function pillCount(quantity: number, words?: PillCartWords): { text: string; spoken: string } {
  if (quantity > PILL_CART_CAP)
    return {
      text: `${PILL_CART_CAP}+`,
      spoken: words ? fillWords(words.moreThanItems, { count: PILL_CART_CAP }) : `more than ${PILL_CART_CAP} items`,
    };
  if (words)
    return {
      text: String(quantity),
      spoken: quantity === 1 ? words.oneItem : fillWords(words.items, { count: quantity }),
    };
  return { text: String(quantity), spoken: quantity === 1 ? '1 item' : `${quantity} items` };
}
