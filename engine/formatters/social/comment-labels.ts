/** The English comment labels of the product spec (§2 "Template output"). */
import { toNumber, toText } from '../../convert';

/** `No Comments`, `1 Comment`, `N Comments`, counting `toNumber(count)` (so missing is 0). */
export function commentCountLabel(count: unknown): string {
  const n = toNumber(count);
  if (n === 0) return 'No Comments';
  return n === 1 ? '1 Comment' : `${n} Comments`;
}

/**
 * The comment link's label: `No` only for the number 0 and the singular only for the number 1,
 * so `"0"` reads `0 Comments` and a missing count just `Comments`.
 */
export function commentLinkLabel(count: unknown): string {
  const amount = count === 0 ? 'No' : toText(count);
  const noun = count === 1 ? 'Comment' : 'Comments';
  return amount ? `${amount} ${noun}` : noun;
}
