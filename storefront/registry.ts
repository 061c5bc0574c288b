/**
 * The registry our store's templates compile against: the engine's built-in formatters and
 * predicates, with the storefront's island versions registered over the plain ones through
 * the same calls a site or a test uses, plus `island`, `category-name` (a category in the
 * page's language) and `quoted` (between the page language's quotation marks).
 */
import { defaultRegistry } from '../engine';
import { categoryName, categoryNameDoc } from './category-name';
import { island, islandDoc } from './island-formatter';
import { productFormFormatters } from './product-form';
import { quoted, quotedDoc } from './quoted';
import { productWidgetFormatters } from './product-widgets';
import { socialWidgetFormatters } from './social-widgets';

export const storefrontRegistry = defaultRegistry
  .clone()
  .registerFormatters(productFormFormatters)
  .registerFormatters(productWidgetFormatters)
  .registerFormatters(socialWidgetFormatters)
  .registerFormatter('island', island, undefined, islandDoc)
  .registerFormatter('category-name', categoryName, { maxArgs: 0 }, categoryNameDoc)
  .registerFormatter('quoted', quoted, { maxArgs: 0 }, quotedDoc);
