/**
 * The client entry: the one script every page loads. It hydrates the islands present on the
 * page; their code arrives in separate chunks, loaded on demand. The header's menu button is
 * plain DOM and is wired here.
 *
 * @module
 */
import { hydrateIslands } from './hydrate';
import { enhanceMenuButtons } from './menu-button';
import { islandLoaders } from './registry';

enhanceMenuButtons(document);
void hydrateIslands(islandLoaders);
