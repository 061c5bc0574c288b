/** `item-classes`: the class list of an item in a collection list (§12.5). */
import { RECORD_TYPES } from '../../../domain/enums';
import { isTruthy, toNumber, toText } from '../../convert';
import type { Formatter } from '../../types';
import { dig } from './dig';
import { escapeAttr } from './escape';
import { isOnSale, isSoldOut } from './product-state';
import { slug } from '../text';

function each(list: unknown, prefix: string, classes: string[]): void {
  if (Array.isArray(list)) for (const entry of list) classes.push(`${prefix}${slug(entry)}`);
}

/**
 * Space-separated classes, in the platform's order. The record-type label is the one unslugged
 * part, so it is attribute-escaped: the list is written into a `class` attribute.
 */
export const itemClasses: Formatter = (value, _args, scope) => {
  const classes = ['hentry'];
  const promoted = dig(value, 'promotedBlockType');
  if (isTruthy(promoted)) classes.push('promoted', `promoted-block-${slug(promoted)}`);
  each(dig(value, 'categories'), 'category-', classes);
  each(dig(value, 'tags'), 'tag-', classes);
  const author = dig(value, 'author', 'displayName');
  if (isTruthy(author)) classes.push(`author-${slug(author)}`);
  classes.push(`post-type-${escapeAttr(toText(dig(value, 'recordTypeLabel')))}`);
  if (scope.loopIndex !== undefined) classes.push(`article-index-${scope.loopIndex}`);
  if (isTruthy(dig(value, 'starred'))) classes.push('featured');
  if (toNumber(dig(value, 'recordType')) === RECORD_TYPES['store-item']) {
    if (isOnSale(value)) classes.push('on-sale');
    if (isSoldOut(value)) classes.push('sold-out');
  }
  return classes.join(' ');
};
