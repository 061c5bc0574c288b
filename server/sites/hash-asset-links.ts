/**
 * Rewrites `/assets/<name>` links inside fixture values (assetUrl fields, page HTML) to the
 * file's hashed URL, so browsers may cache images for good and still see every change.
 */
import { ASSET_PREFIX } from '../assets/asset-files';
import type { AssetFiles } from '../assets/asset-files';

const ASSET_LINK = /\/assets\/([\w-]+(?:\.[\w-]+)+)/g;

export function hashAssetLinks<T>(value: T, assets: AssetFiles): T {
  if (typeof value === 'string') {
    if (!value.includes(ASSET_PREFIX)) return value;
    return value.replace(ASSET_LINK, (link, name: string) => assets.url(name) ?? link) as T;
  }
  if (Array.isArray(value)) return value.map((v) => hashAssetLinks(v, assets)) as T;
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value)) out[key] = hashAssetLinks(v, assets);
    return out as T;
  }
  return value;
}
