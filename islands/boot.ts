/**
 * The client entry: the one script every page loads. It hydrates the islands present on the
 * page; their code arrives in separate chunks, loaded on demand.
 *
 * @module
 */
import { hydrateIslands } from './hydrate';
import { islandLoaders } from './registry';

void hydrateIslands(islandLoaders);
