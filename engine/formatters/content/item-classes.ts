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
  if (value === null || typeof value !== 'object') return classesOf(value, scope.loopIndex);
  // A function of the item and its place in the loop: kept per item object in the render's memo
  // (the server's is its site's, and an item with new stock is a new object), so a list page
  // slugs its items' categories and tags once, not on every render (issue 28).
  const byIndex = scope.memo.slot(value, 'item-classes', () => new Map<number | undefined, string>());
  let classes = byIndex.get(scope.loopIndex);
  if (classes === undefined) byIndex.set(scope.loopIndex, (classes = classesOf(value, scope.loopIndex)));
  return classes;
};

function classesOf(value: unknown, loopIndex: number | undefined): string {
  const classes = ['hentry'];
  const promoted = propertyPath(value, 'promotedBlockType');
  if (isTruthy(promoted)) classes.push('promoted', `promoted-block-${slug(promoted)}`);
  each(propertyPath(value, 'categories'), 'category-', classes);
  each(propertyPath(value, 'tags'), 'tag-', classes);
  const author = propertyPath(value, 'author', 'displayName');
  if (isTruthy(author)) classes.push(`author-${slug(author)}`);
  classes.push(`post-type-${escapeAttr(toText(propertyPath(value, 'recordTypeLabel')))}`);
  if (loopIndex !== undefined) classes.push(`article-index-${loopIndex}`);
  if (isTruthy(propertyPath(value, 'starred'))) classes.push('featured');
  if (toNumber(propertyPath(value, 'recordType')) === RECORD_TYPES['store-item']) {
    if (isOnSale(value)) classes.push('on-sale');
    if (isSoldOut(value)) classes.push('sold-out');
  }
  return classes.join(' ');
}
