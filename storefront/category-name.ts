/**
 * `{@|category-name}`: a category as the page's language names it. An item keeps its
 * categories' original names in every language, as identifiers (its `category-<slug>` classes,
 * the `?category=` of filter links); on a language's page the item also carries
 * `categoryNames` (original → translation: server/site-settings/localized-categories-images.ts),
 * and so does the page's collection (for a template that lists `item.categories` without
 * entering the item). This reads the nearest item's, else the page collection's, so only the
 * words shown change.
 */
import { ownProperty, toText, type Formatter, type NameDoc } from '../engine';

export const categoryNameDoc: NameDoc = {
  args: '—',
  reads: 'v, and `categoryNames` (original → translation) of the item around it, else `collection.categoryNames`',
  summary:
    "the category v in the page's language: its translation in the item's or the page collection's `categoryNames`, else v itself",
  example: '`{.repeated section categories}{@|category-name|html}{.end}`',
};

export const categoryName: Formatter = (value, _args, scope) => {
  const original = toText(value);
  const names = scope.resolve('categoryNames') ?? scope.resolve('collection.categoryNames');
  const shown = ownProperty(names, original);
  return typeof shown === 'string' ? shown : original;
};
