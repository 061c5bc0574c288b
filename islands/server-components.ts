/**
 * The same islands as registry.ts, imported eagerly for server rendering.
 *
 * @module
 */
import { Gallery } from './gallery/Gallery';
import { PillCart } from './pill-cart/PillCart';
import type { IslandComponent } from './registry';

export const serverIslands: Record<string, IslandComponent> = {
  'pill-cart': PillCart,
  gallery: Gallery,
};
