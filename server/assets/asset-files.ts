/**
 * A site's own static files (stylesheet, fixture images) held in memory. Each is served
 * under `/assets/<stem>.<hash>.<ext>` (immutable) and, for links written by hand, under its
 * plain name (revalidated).
 */
import { readdir, readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { expandViewportMedia } from '../../domain';
import { StaticFile } from './static-file';

export const ASSET_PREFIX = '/assets/';

const HASHED_NAME = /^(.+)\.([0-9a-f]{10})(\.[^.]+)$/;

export interface AssetMatch {
  file: StaticFile;
  /** The URL named the file's current content hash, so it may be cached for good. */
  immutable: boolean;
}

export class AssetFiles {
  #files: Map<string, StaticFile>;

  constructor(files: Map<string, StaticFile>) {
    this.#files = files;
  }

  /** Reads the files directly inside each folder; a later folder's file replaces an earlier one of the same name. */
  static async read(dirs: readonly string[]): Promise<AssetFiles> {
    const named: [string, Buffer][] = [];
    for (const dir of dirs) named.push(...(await AssetFiles.readNamed(dir)));
    return AssetFiles.of(named);
  }

  /** Files given by name and bytes (the content store's); a later one replaces an earlier one of the same name. */
  static of(named: Iterable<readonly [string, Buffer]>): AssetFiles {
    const files = new Map<string, StaticFile>();
    for (const [name, bytes] of named) {
      // Stylesheets name viewports (`@media (--viewport-mobile)`); the widths come from domain/.
      files.set(
        name,
        new StaticFile(
          name,
          extname(name) === '.css' ? Buffer.from(expandViewportMedia(bytes.toString('utf8'))) : bytes,
        ),
      );
    }
    return new AssetFiles(files);
  }

  /** Reads the files directly inside `dir`, by name, in name order. */
  static async readNamed(dir: string): Promise<[string, Buffer][]> {
    const named: [string, Buffer][] = [];
    for (const name of await listFiles(dir)) named.push([name, await readFile(join(dir, name))]);
    return named;
  }

  /** These files with `files` added (a file of the same name replaced). */
  with(files: Iterable<readonly [string, StaticFile]>): AssetFiles {
    const next = new Map(this.#files);
    for (const [name, file] of files) next.set(name, file);
    return new AssetFiles(next);
  }

  /** A file's bytes, or undefined when the site has no such file. */
  bytes(name: string): Buffer | undefined {
    return this.#files.get(name)?.body;
  }

  has(name: string): boolean {
    return this.#files.has(name);
  }

  /** The hashed URL of a file, or undefined when the site has no such file. */
  url(name: string): string | undefined {
    const file = this.#files.get(name);
    if (!file) return undefined;
    const ext = extname(name);
    return `${ASSET_PREFIX}${name.slice(0, name.length - ext.length)}.${file.hash}${ext}`;
  }

  /** The file a request names, plain or hashed. A stale hash still gets today's file, revalidated. */
  find(requested: string): AssetMatch | undefined {
    const plain = this.#files.get(requested);
    if (plain) return { file: plain, immutable: false };
    const hashed = HASHED_NAME.exec(requested);
    if (!hashed) return undefined;
    const file = this.#files.get(hashed[1] + hashed[3]);
    return file && { file, immutable: file.hash === hashed[2] };
  }
}

async function listFiles(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { withFileTypes: true });
    return entries
      .filter((e) => e.isFile() && !e.name.startsWith('.'))
      .map((e) => e.name)
      .sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}
