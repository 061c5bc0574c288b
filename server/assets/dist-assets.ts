/**
 * The island bundle built by esbuild into dist/assets/. Its file names already carry a
 * content hash, so they are served as immutable; files are read on first request and kept.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { StaticFile } from './static-file';

/** esbuild's `[name]-[hash]` names: an 8-character base-32 hash before the extension. */
const ESBUILD_HASH = /-[A-Z0-9]{8}\.[a-z0-9.]+$/;
const SAFE_NAME = /^[\w.-]+(\/[\w.-]+)*$/;

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
    if (!SAFE_NAME.test(name) || name.split('/').includes('..')) return undefined;
    const immutable = ESBUILD_HASH.test(name);
    let file = this.#files.get(name);
    if (!file) {
      const body = await readFile(join(this.dir, name)).catch(() => undefined);
      if (!body) return undefined;
      file = new StaticFile(name, body);
      // Unhashed names may be rebuilt in place, so only hashed files are kept.
      if (immutable) this.#files.set(name, file);
    }
    return { file, immutable };
  }
}
