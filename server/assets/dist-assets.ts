/**
 * The island bundle built by esbuild into dist/assets/. Its file names already carry a
 * content hash, so they are served as immutable; files are read on first request and kept,
 * with the `.br` and `.gz` forms the build wrote beside them (no compression per server).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ENCODED_EXTENSION, StaticFile } from './static-file';
import type { Encoding } from './static-file';

/** esbuild's `[name]-[hash]` names: an 8-character base-32 hash before the extension. */
const ESBUILD_HASH = /-[A-Z0-9]{8}\.[a-z0-9.]+$/;
const SAFE_NAME = /^[\w.-]+(\/[\w.-]+)*$/;
/** The precompressed files are served as encodings of their original, never by their own name. */
const PRECOMPRESSED = /\.(br|gz)$/;

export interface DistMatch {
  file: StaticFile;
  immutable: boolean;
}

export class DistAssets {
  readonly dir: string;
  #files = new Map<string, StaticFile>();

  constructor(dir: string) {
    this.dir = dir;
  }

  async find(name: string): Promise<DistMatch | undefined> {
    if (!SAFE_NAME.test(name) || name.split('/').includes('..') || PRECOMPRESSED.test(name)) return undefined;
    const immutable = ESBUILD_HASH.test(name);
    let file = this.#files.get(name);
    if (!file) {
      const path = join(this.dir, name);
      const body = await readFile(path).catch(() => undefined);
      if (!body) return undefined;
      const encoded: Partial<Record<Encoding, Buffer>> = {};
      // Only a hashed name's compressed forms are surely of this content.
      if (immutable) {
        for (const [encoding, extension] of Object.entries(ENCODED_EXTENSION) as [Encoding, string][]) {
          const bytes = await readFile(path + extension).catch(() => undefined);
          if (bytes) encoded[encoding] = bytes;
        }
      }
      file = new StaticFile(name, body, encoded);
      // Unhashed names may be rebuilt in place, so only hashed files are kept.
      if (immutable) this.#files.set(name, file);
    }
    return { file, immutable };
  }
}
