/**
 * The bench's static asset: 40 KB of real minified code (React DOM) with its brotli and gzip
 * forms beside it, as the build writes a script, in a temporary bundle folder that the asset
 * route serves (server.bench.ts, profile-page.ts --static).
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ENCODED_EXTENSION, compress } from '../../server/assets/static-file';
import { ROOT_DIR } from '../../server/paths';

/** A hashed name, as the build's are, so the asset route serves its precompressed forms. */
export const STATIC_NAME = 'bench-40k-STATIC40.js';

/** A new temporary folder holding the static script and its encoded forms; the caller removes it. */
export async function writeStaticScript(): Promise<string> {
  const dist = await mkdtemp(join(tmpdir(), 'bench-dist-'));
  const script = (await readFile(join(ROOT_DIR, 'node_modules/react-dom/cjs/react-dom-client.production.js'))).subarray(
    0,
    40 * 1024,
  );
  await writeFile(join(dist, STATIC_NAME), script);
  for (const encoding of ['br', 'gzip'] as const)
    await writeFile(join(dist, STATIC_NAME + ENCODED_EXTENSION[encoding]), await compress(script, encoding));
  return dist;
}
