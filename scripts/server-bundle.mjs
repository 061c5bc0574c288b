// `npm start`'s server, compiled once (issue 28, "Start"): scripts/start.ts and everything it
// imports from the project, bundled by esbuild into one file, dist/server/start.mjs, with
// node_modules left as imports. Node then loads one module instead of ~650 TypeScript files
// through tsx's loader thread, which cost a start ~1.5 s of CPU before it did anything else.
//
// Reused while it is current, as the island bundle is (scripts/build-cache.ts): beside it a
// stamp holds the hash of every source file the bundle was made from, this file,
// package-lock.json and the project's folder (the bundle names it, below); a start whose hash
// differs, or that finds no bundle, bundles again (about a second).
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { inputsHash, sourceInputs } from './inputs-hash.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUT_DIR = join(ROOT, 'dist', 'server');
export const SERVER_BUNDLE = join(OUT_DIR, 'start.mjs');
const STAMP = join(OUT_DIR, 'build-stamp.json');
const FIXED_INPUTS = ['scripts/server-bundle.mjs', 'scripts/inputs-hash.mjs', 'package-lock.json'];

const hashOf = (inputs) => inputsHash(ROOT, [...FIXED_INPUTS, ...inputs], `server ${ROOT}`);

/** Why the server bundle must be made again, or undefined when it is current. */
async function staleReason() {
  if (!existsSync(SERVER_BUNDLE)) return 'no server bundle yet';
  let stamp;
  try {
    stamp = JSON.parse(await readFile(STAMP, 'utf8'));
  } catch {
    return 'the server bundle has no build stamp';
  }
  if (!Array.isArray(stamp.inputs) || (await hashOf(stamp.inputs)) !== stamp.hash)
    return 'the server sources changed since the last build';
  return undefined;
}

/**
 * Each source file's `import.meta.url` and `import.meta.dirname` become the file's own, as
 * written: the server finds templates, fixtures, migrations and dist/ relative to its files.
 */
const ownPathsPlugin = {
  name: 'own-paths',
  setup(build) {
    build.onLoad({ filter: /\.tsx?$/ }, async ({ path }) => {
      if (path.includes('node_modules')) return undefined;
      const source = await readFile(path, 'utf8');
      return {
        contents: source
          .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(path).href))
          .replaceAll('import.meta.dirname', JSON.stringify(dirname(path))),
        loader: path.endsWith('.tsx') ? 'tsx' : 'ts',
      };
    });
  },
};

async function bundle() {
  const esbuild = await import('esbuild');
  await mkdir(OUT_DIR, { recursive: true });
  // Written beside and renamed into place, so a process starting meanwhile never reads half a file.
  const partial = `${SERVER_BUNDLE}.${process.pid}.tmp`;
  const result = await esbuild.build({
    absWorkingDir: ROOT,
    entryPoints: ['scripts/start.ts'],
    outfile: partial,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    jsx: 'automatic',
    metafile: true,
    logLevel: 'warning',
    legalComments: 'none',
    plugins: [ownPathsPlugin],
  });
  await rename(partial, SERVER_BUNDLE);
  const inputs = sourceInputs(Object.keys(result.metafile.inputs));
  await writeFile(STAMP, `${JSON.stringify({ hash: await hashOf(inputs), inputs }, null, 1)}\n`);
}

/** The server bundle's path, made first when it is missing or its sources changed. */
export async function ensureServerBundle(log) {
  const reason = await staleReason();
  if (reason) {
    log(`Compiling the server (${reason})…`);
    await bundle();
  }
  return SERVER_BUNDLE;
}
