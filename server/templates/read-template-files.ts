/**
 * Reads a template set: every file under the default templates folder, then the site's own
 * templates folder on top (same relative path replaces). Paths use forward slashes.
 */
import { readdir, readFile } from 'node:fs/promises';
import type { Dirent } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** Relative path (`pages/page.html`) → file text. Folders are read in order; later ones win. */
export async function readTemplateFiles(dirs: readonly string[]): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const dir of dirs) {
    for (const path of await walk(dir)) {
      if (!path.endsWith('.html')) continue;
      files.set(relative(dir, path).split(sep).join('/'), await readFile(path, 'utf8'));
    }
  }
  return files;
}

async function walk(dir: string): Promise<string[]> {
  let entries: Dirent[];
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const paths: string[] = [];
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) paths.push(...(await walk(path)));
    else if (entry.isFile()) paths.push(path);
  }
  return paths;
}
