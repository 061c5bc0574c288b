/**
 * The build's manifest (dist/manifest.json, written by scripts/build.ts): the public URLs of
 * the client entry, the islands stylesheet and each island's chunks.
 *
 * @module
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface Manifest {
  /** The client entry, for `<script type="module" src>`. */
  boot: string;
  /** The chunks the entry imports statically (React among them), for modulepreload. */
  bootImports: string[];
  /** The islands' stylesheet. */
  css: string;
  /** Per island name, the chunks its lazy import loads (its own first), for modulepreload. */
  islands: Record<string, string[]>;
  /** The owner app served at /config; absent only in manifests of builds older than it. */
  admin?: AdminBundle;
  /** The tracking client (islands/tracking/), loaded on tracked pages without React. */
  tracking?: string;
  /** Chunks the tracking client imports statically. */
  trackingImports?: string[];
}

/** The owner app's files: its entry script, the chunks it imports statically, its stylesheet. */
export interface AdminBundle {
  script: string;
  imports: string[];
  css: string;
}

/** Where the build writes; the server serves `assetsDir` at /assets/. */
export const DIST_DIR = fileURLToPath(new URL('../dist/', import.meta.url));
export const ASSETS_DIR = fileURLToPath(new URL('../dist/assets/', import.meta.url));
export const MANIFEST_PATH = fileURLToPath(new URL('../dist/manifest.json', import.meta.url));

let cached: Manifest | undefined;

/** The manifest of the last build, read once; undefined when nothing has been built yet. */
export function readManifest(): Manifest | undefined {
  if (cached) return cached;
  try {
    cached = JSON.parse(readFileSync(MANIFEST_PATH, 'utf8')) as Manifest;
  } catch {
    return undefined;
  }
  return cached;
}

/** Forgets the cached manifest, after a rebuild in dev. */
export function clearManifestCache(): void {
  cached = undefined;
}
