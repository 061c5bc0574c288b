/**
 * The registry our store's templates compile against: the engine's built-in formatters and
 * predicates, with the storefront's island versions registered over the plain ones through
 * the same calls a site or a test uses, plus `island` and `category-name` (a category in the
 * page's language).
 */
import { defaultRegistry } from '../engine';
import { categoryName, categoryNameDoc } from './category-name';
import { island, islandDoc } from './island-formatter';
import { productFormFormatters } from './product-form';
import { productWidgetFormatters } from './product-widgets';
import { socialWidgetFormatters } from './social-widgets';

export const storefrontRegistry = defaultRegistry
  .clone()
  .registerFormatters(productFormFormatters)
  .registerFormatters(productWidgetFormatters)
  .registerFormatters(socialWidgetFormatters)
  .registerFormatter('island', island, undefined, islandDoc)
  .registerFormatter('category-name', categoryName, { maxArgs: 0 }, categoryNameDoc);
