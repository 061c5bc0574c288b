/** `item-classes`: the class list of an item in a collection list (§12.5). */
import { RECORD_TYPES, isOnSale, isSoldOut } from '../../../domain';
import { isTruthy, propertyPath, toNumber, toText } from '../../convert';
import type { Formatter } from '../../types';
import { escapeAttr } from '../escape';
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
  const promoted = propertyPath(value, 'promotedBlockType');
  if (isTruthy(promoted)) classes.push('promoted', `promoted-block-${slug(promoted)}`);
  each(propertyPath(value, 'categories'), 'category-', classes);
  each(propertyPath(value, 'tags'), 'tag-', classes);
  const author = propertyPath(value, 'author', 'displayName');
  if (isTruthy(author)) classes.push(`author-${slug(author)}`);
  classes.push(`post-type-${escapeAttr(toText(propertyPath(value, 'recordTypeLabel')))}`);
  if (scope.loopIndex !== undefined) classes.push(`article-index-${scope.loopIndex}`);
  if (isTruthy(propertyPath(value, 'starred'))) classes.push('featured');
  if (toNumber(propertyPath(value, 'recordType')) === RECORD_TYPES['store-item']) {
    if (isOnSale(value)) classes.push('on-sale');
    if (isSoldOut(value)) classes.push('sold-out');
  }
  return classes.join(' ');
};
