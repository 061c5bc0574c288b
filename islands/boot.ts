/**
 * The client entry: the one script every page loads. It hydrates the islands present on the
 * page; their code arrives in separate chunks, loaded on demand. The header's menu button,
 * the product page's image dots and the like button are plain DOM and are wired here.
 *
 * @module
 */
import { hydrateIslands } from './hydrate';
import { enhanceLikeButtons } from './like-button';
import { enhanceMenuButtons } from './menu-button';
import { enhanceProductGalleries } from './product-gallery';
import { islandLoaders } from './registry';

enhanceMenuButtons(document);
enhanceProductGalleries(document);
enhanceLikeButtons(document);
void hydrateIslands(islandLoaders);
