// The content hash behind both build stamps: the island bundle's (scripts/build-cache.ts) and
// the server bundle's (scripts/server-bundle.mjs). Plain JavaScript, because `npm start` runs
// the server bundle's check with node alone, before anything compiles TypeScript.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The sources among esbuild's metafile inputs: project files, not node_modules or virtual
 * modules (those carry a namespace prefix, `(disabled):fs`, and have no file).
 */
export function sourceInputs(metafileInputs) {
  return metafileInputs.filter((path) => !path.includes('node_modules/') && !path.includes(':')).sort();
}

/**
 * The hash of `label` and the contents of `paths` (relative to `root`); undefined when one of
 * them cannot be read (gone).
 */
export async function inputsHash(root, paths, label) {
  const hash = createHash('sha256').update(`${label}\0`);
  const sorted = [...new Set(paths)].sort();
  const contents = await Promise.all(sorted.map((path) => readFile(join(root, path)).catch(() => undefined)));
  for (const [i, path] of sorted.entries()) {
    const content = contents[i];
    if (content === undefined) return undefined;
    // The path too, so a file renamed without a change still counts.
    hash.update(`${path}\0${content.length}\0`).update(content);
  }
  return hash.digest('hex');
}
