/**
 * What the server uses of the islands: the collector for page renders and the build manifest.
 * Browser code starts at boot.ts instead.
 *
 * @module
 */
export { IslandCollector } from './collector';
export type { IslandCollectorOptions } from './collector';
export { IslandPropsError } from './serialize';
export { pillCartProps } from './pill-cart/pill-cart-props';
export type { PillCartInput } from './pill-cart/pill-cart-props';
export { readManifest, clearManifestCache, ASSETS_DIR, DIST_DIR, MANIFEST_PATH } from './manifest';
export type { AdminBundle, Manifest } from './manifest';
