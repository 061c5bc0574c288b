/**
 * The shape of a page's context as the site's JSON gives it, for completing references:
 * `website`, `websiteSettings`, `localizedStrings` … from site.json, and `collection`, `item`
 * and `items` from the collections (every key any of them has, merged).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A merged JSON shape: each key's children; arrays are described by their elements. */
export type Shape = Map<string, Shape>;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Adds every key of `value` (arrays: of their elements) into `shape`, to a few levels. */
function merge(shape: Shape, value: unknown, depth = 0): void {
  if (depth > 6) return;
  if (Array.isArray(value)) {
    for (const element of value) merge(shape, element, depth);
    return;
  }
  if (!isObject(value)) return;
  for (const [key, child] of Object.entries(value)) {
    let sub = shape.get(key);
    if (sub === undefined) shape.set(key, (sub = new Map()));
    merge(sub, child, depth + 1);
  }
}

function readJson(path: string): unknown {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

export function contextShape(siteDir: string | undefined): Shape {
  const root: Shape = new Map();
  if (siteDir === undefined) return root;
  const site = readJson(join(siteDir, 'site.json'));
  if (isObject(site)) {
    for (const key of ['website', 'websiteSettings', 'localizedStrings', 'featureFlags', 'navigation', 'footer'])
      if (key in site) merge(root, { [key]: site[key] });
  }
  const collection: Shape = new Map();
  const item: Shape = new Map();
  const folder = join(siteDir, 'collections');
  for (const file of existsSync(folder) ? readdirSync(folder).sort() : []) {
    const json = readJson(join(folder, file));
    if (!isObject(json)) continue;
    const { items, ...rest } = json;
    merge(collection, rest);
    merge(item, items);
  }
  root.set('collection', collection);
  root.set('item', item);
  root.set('items', item);
  return root;
}

/** The keys under a dotted path (`item.structuredContent`), or undefined when it leads nowhere. */
export function keysAt(shape: Shape, path: readonly string[]): Shape | undefined {
  let at: Shape | undefined = shape;
  for (const segment of path) {
    at = at.get(segment);
    if (at === undefined) return undefined;
  }
  return at;
}
