/**
 * The island bundle is built once and reused (issue 28, "Start"): each build leaves a stamp
 * beside its manifest, a content hash of what it was made from, and `npm start` builds again
 * only when the hash of those inputs differs (or the bundle's files are gone). A warm restart
 * then skips the build's ~55 s on 2 cores.
 *
 * What the hash covers: every source file the build read (from esbuild's metafile, so islands/,
 * admin/ and whatever they import from domain/ or storefront/, and no test file), the build script,
 * package-lock.json (for everything under node_modules/) and the build's mode (dev or not). A new
 * source file only reaches the bundle through an import from a file the build read, whose
 * content then changes; a file the build read that is gone counts as a change.
 *
 * @module
 */
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Manifest } from '../islands';
import { inputsHash as hashOf, sourceInputs } from './inputs-hash.mjs';

/** Inputs of every build besides the sources it reads. */
export const FIXED_INPUTS = [
  'scripts/build.ts',
  'scripts/build-cache.ts',
  'scripts/inputs-hash.mjs',
  'package-lock.json',
];

/** What a build leaves beside its manifest. */
export interface BuildStamp {
  /** The content hash of `inputs` and the mode. */
  hash: string;
  /** The files the build read, relative to the project root, node_modules left out. */
  inputs: string[];
  dev: boolean;
}

export { sourceInputs };

/** The hash of the inputs' contents and the mode; undefined when one of them cannot be read (gone). */
export function inputsHash(root: string, inputs: readonly string[], dev: boolean): Promise<string | undefined> {
  return hashOf(root, [...FIXED_INPUTS, ...inputs], dev ? 'dev' : 'production');
}

export async function writeStamp(stampPath: string, root: string, inputs: readonly string[], dev: boolean) {
  const hash = await inputsHash(root, inputs, dev);
  if (hash === undefined) return;
  const stamp: BuildStamp = { hash, inputs: [...inputs], dev };
  await writeFile(stampPath, `${JSON.stringify(stamp, null, 1)}\n`);
}

async function readStamp(stampPath: string): Promise<BuildStamp | undefined> {
  try {
    const stamp = JSON.parse(await readFile(stampPath, 'utf8')) as Partial<BuildStamp>;
    return typeof stamp.hash === 'string' && Array.isArray(stamp.inputs) ? (stamp as BuildStamp) : undefined;
  } catch {
    return undefined;
  }
}

/** Why the bundle must be built again, or undefined when the last build is current. */
export async function staleReason(options: BuiltBundle & { dev: boolean }): Promise<string | undefined> {
  const stamp = await readStamp(options.stampPath);
  if (!stamp)
    return existsSync(options.manifestPath) ? 'the island bundle has no build stamp yet' : 'no island bundle built yet';
  const outputs = await bundleOutputs(options);
  if (!outputs || outputs.some((path) => !existsSync(path))) return 'files of the island bundle are missing';
  if (stamp.dev !== options.dev) return `the island bundle was built for ${stamp.dev ? 'dev' : 'production'}`;
  if ((await inputsHash(options.root, stamp.inputs, options.dev)) !== stamp.hash)
    return 'the island sources changed since the last build';
  return undefined;
}

/** Where a build's files are. */
export interface BuiltBundle {
  /** The project root, which the stamp's inputs are relative to. */
  root: string;
  stampPath: string;
  manifestPath: string;
  /** Served at /assets/. */
  assetsDir: string;
}

/**
 * The files a usable bundle has: its manifest and the scripts and stylesheets it names first
 * (a manifest from before the owner app or the tracking client has none, and is rebuilt).
 */
async function bundleOutputs({ manifestPath, assetsDir }: BuiltBundle): Promise<string[] | undefined> {
  let manifest: Partial<Manifest>;
  try {
    manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as Partial<Manifest>;
  } catch {
    return undefined;
  }
  const urls = [manifest.boot, manifest.css, manifest.admin?.script, manifest.tracking];
  if (urls.some((url) => typeof url !== 'string')) return undefined;
  return [manifestPath, ...(urls as string[]).map((url) => join(assetsDir, url.replace(/^\/assets\//, '')))];
}

/**
 * Builds with `build` when the last build is not current; answers whether it built and why.
 * `build` must leave a new stamp (bundleIslands does).
 */
export async function ensureBuilt(
  options: BuiltBundle & { dev: boolean; build: () => Promise<unknown>; log?: (line: string) => void },
): Promise<{ built: boolean; reason?: string }> {
  const reason = await staleReason(options);
  if (reason === undefined) return { built: false };
  options.log?.(`Building the island bundle (${reason})…`);
  await options.build();
  return { built: true, reason };
}
