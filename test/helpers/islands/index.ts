/**
 * Test islands, for the collector and browser tests of the island mechanism itself, and the
 * registries that add them to the real islands.
 *
 * @module
 */
import { islandLoaders } from '../../../islands/registry';
import { serverIslands } from '../../../islands/server-components';
import { Counter } from './Counter';
import { PropsProbe } from './PropsProbe';
import type { IslandLoader } from '../../../islands/registry';

export const testServerIslands = { ...serverIslands, counter: Counter, 'props-probe': PropsProbe };

export const testIslandLoaders: Record<string, IslandLoader> = {
  ...islandLoaders,
  counter: () => import('./Counter').then((m) => m.Counter),
  'props-probe': () => import('./PropsProbe').then((m) => m.PropsProbe),
};
