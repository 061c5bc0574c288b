/**
 * The comment labels of the product spec (§2 "Template output"), in English unless the page's
 * language gives its own words (`words.comments*`, domain/interface-words).
 */
import { toNumber, toText } from '../../convert';
import { fillPlaceholders } from '../markup';

/** The count's words: none, one, many (`{count}` the number) and the bare noun. */
export interface CommentCountWords {
  none: string;
  one: string;
  many: string;
  noun: string;
}

export const ENGLISH_COMMENT_COUNT: CommentCountWords = {
  none: 'No Comments',
  one: '1 Comment',
  many: '{count} Comments',
  noun: 'Comments',
};

/** `No Comments`, `1 Comment`, `N Comments`, counting `toNumber(count)` (so missing is 0). */
export function commentCountLabel(count: unknown): string {
  return commentCountIn(ENGLISH_COMMENT_COUNT, count);
}

/** `commentCountLabel` in the given words. */
export function commentCountIn(words: CommentCountWords, count: unknown): string {
  const n = toNumber(count);
  if (n === 0) return words.none;
  return n === 1 ? words.one : fillPlaceholders(words.many, { count: n });
}

/**
 * The comment link's label: `No` only for the number 0 and the singular only for the number 1,
 * so `"0"` reads `0 Comments` and a missing count just `Comments`.
 */
export function commentLinkLabel(count: unknown): string {
  return commentLinkIn(ENGLISH_COMMENT_COUNT, count);
}

/** `commentLinkLabel` in the given words. */
export function commentLinkIn(words: CommentCountWords, count: unknown): string {
  if (count === 0) return words.none;
  if (count === 1) return words.one;
  const amount = toText(count);
  return amount ? fillPlaceholders(words.many, { count: amount }) : words.noun;
}
