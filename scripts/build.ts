/**
 * `npm run build`: bundles the islands for the browser with esbuild. The client entry
 * (islands/boot.ts) and the islands stylesheet get hashed names in dist/assets/; every island
 * becomes its own chunk through its lazy import; dist/manifest.json maps them to URLs. The owner
 * app (admin/index.ts, served at /config) is a second entry of the same build: it shares the
 * React chunk, but no storefront page loads its code.
 *
 * Each script and stylesheet also gets its brotli and gzip forms beside it (`.br`, `.gz`), made
 * once here so that no server compresses them again (server/assets/dist-assets.ts reads them).
 *
 * Options: `--dev` (readable, React development build, source maps, nothing precompressed),
 * `--watch` (rebuild on change).
 *
 * @module
 */
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, extname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { expandViewportMedia } from '../domain';
import { ASSETS_DIR, MANIFEST_PATH, clearManifestCache } from '../islands';
import { ENCODED_EXTENSION, compress, worthCompressing } from '../server';
import type { AdminBundle, Manifest } from '../islands';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CSS_ENTRY = 'islands/islands.css';
/** The owner app at /config: its own entry, so storefront pages never load its code. */
const ADMIN_ENTRY = 'admin/index.ts';
/** The tracking client: its own entry, so pages load it without React. */
const TRACKING_ENTRY = 'islands/tracking/index.ts';

export interface BundleOptions {
  /** The client entry module. @default islands/boot.ts */
  boot?: string;
  /** Where the hashed files go; served at /assets/. @default dist/assets */
  outdir?: string;
  /** @default dist/manifest.json */
  manifestPath?: string;
  /** Unminified, React's development build, linked source maps. @default false */
  dev?: boolean;
  /** Keep running and rebuild on change, rewriting the manifest each time. @default false */
  watch?: boolean;
}

/**
 * Stylesheets write `@media (--viewport-mobile)` / `(--viewport-desktop)`; the bundle gets the
 * widths of domain/'s viewports (mobile ≤ 432px, desktop ≥ 433px), so CSS and code agree.
 */
export const viewportMediaPlugin: esbuild.Plugin = {
  name: 'viewport-media',
  setup(build) {
    build.onLoad({ filter: /\.css$/, namespace: 'file' }, async (args) => ({
      contents: expandViewportMedia(await readFile(args.path, 'utf8')),
      loader: 'css',
    }));
  },
};

/** Builds the island bundle into dist/ and returns its manifest. */
export function buildIslands(options: { dev?: boolean; watch?: boolean } = {}): Promise<Manifest> {
  return bundleIslands(options);
}

/** The build with every path open, for test bundles that add test islands. */
export async function bundleIslands(options: BundleOptions = {}): Promise<Manifest> {
  const outdir = options.outdir ?? ASSETS_DIR;
  const manifestPath = options.manifestPath ?? MANIFEST_PATH;
  const dev = options.dev ?? false;
  const boot = options.boot ?? join(ROOT, 'islands/boot.ts');
  await mkdir(outdir, { recursive: true });

  let resolveFirst: (manifest: Manifest) => void = () => {};
  const first = new Promise<Manifest>((resolve) => (resolveFirst = resolve));
  const context = await esbuild.context({
    absWorkingDir: ROOT,
    entryPoints: {
      boot,
      islands: join(ROOT, CSS_ENTRY),
      admin: join(ROOT, ADMIN_ENTRY),
      tracking: join(ROOT, TRACKING_ENTRY),
    },
    outdir,
    bundle: true,
    format: 'esm',
    splitting: true,
    platform: 'browser',
    target: ['es2022', 'chrome111', 'firefox111', 'safari16.4'],
    entryNames: '[name]-[hash]',
    chunkNames: '[name]-[hash]',
    jsx: 'automatic',
    minify: !dev,
    sourcemap: dev ? 'linked' : false,
    define: { 'process.env.NODE_ENV': JSON.stringify(dev ? 'development' : 'production') },
    legalComments: 'none',
    metafile: true,
    logLevel: 'warning',
    plugins: [
      viewportMediaPlugin,
      {
        name: 'manifest',
        setup(build) {
          build.onEnd(async (result) => {
            if (!result.metafile) return;
            const manifest = manifestFrom(result.metafile, outdir, relative(ROOT, boot).split(sep).join('/'));
            await pruneStale(outdir, result.metafile);
            if (!dev) await precompress(result.metafile);
            await mkdir(dirname(manifestPath), { recursive: true });
            await writeFile(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
            clearManifestCache();
            resolveFirst(manifest);
          });
        },
      },
    ],
  });

  if (options.watch) {
    await context.watch();
    return first;
  }
  try {
    const result = await context.rebuild();
    if (result.errors.length > 0) throw new Error(`The island build failed with ${result.errors.length} error(s).`);
    return await first;
  } finally {
    await context.dispose();
  }
}

/**
 * URLs for the manifest. An island's name is its component file name in kebab-case
 * (PillCart.tsx is `pill-cart`); its chunk list starts with its own chunk and adds the shared
 * chunks it imports that the entry has not loaded already.
 */
function manifestFrom(metafile: esbuild.Metafile, outdir: string, bootSource: string): Manifest {
  const outputs = Object.entries(metafile.outputs);
  const url = (output: string) => `/assets/${relative(outdir, join(ROOT, output)).split(sep).join('/')}`;
  const boot = outputs.find(([file, o]) => file.endsWith('.js') && o.entryPoint === bootSource)?.[0];
  const css = outputs.find(([file, o]) => file.endsWith('.css') && o.entryPoint === CSS_ENTRY)?.[0];
  const tracking = outputs.find(([file, o]) => file.endsWith('.js') && o.entryPoint === TRACKING_ENTRY)?.[0];
  if (!boot || !css || !tracking)
    throw new Error('The island build produced no boot script, stylesheet or tracking script.');

  const staticImports = (file: string, seen = new Set<string>()): Set<string> => {
    for (const imp of metafile.outputs[file]?.imports ?? []) {
      if (imp.kind === 'import-statement' && !seen.has(imp.path)) staticImports(imp.path, seen.add(imp.path));
    }
    return seen;
  };
  const loadedByBoot = staticImports(boot, new Set([boot]));
  const islands: Record<string, string[]> = {};
  for (const imp of metafile.outputs[boot].imports) {
    const entry = imp.kind === 'dynamic-import' ? metafile.outputs[imp.path]?.entryPoint : undefined;
    if (!entry) continue;
    const chunks = [imp.path, ...[...staticImports(imp.path)].filter((file) => !loadedByBoot.has(file))];
    islands[kebabCase(basename(entry, extname(entry)))] = chunks.map(url);
  }
  const bootImports = [...loadedByBoot].filter((file) => file !== boot).map(url);
  return {
    boot: url(boot),
    bootImports,
    css: url(css),
    islands,
    admin: adminFrom(metafile, url, staticImports),
    tracking: url(tracking),
    trackingImports: [...staticImports(tracking)].map(url),
  };
}

/** The owner app's script, the chunks it imports (React, shared with the islands) and its stylesheet. */
function adminFrom(
  metafile: esbuild.Metafile,
  url: (output: string) => string,
  staticImports: (file: string) => Set<string>,
): AdminBundle {
  const [script, output] =
    Object.entries(metafile.outputs).find(([file, o]) => file.endsWith('.js') && o.entryPoint === ADMIN_ENTRY) ?? [];
  if (!script || !output?.cssBundle) throw new Error('The build produced no owner app script or stylesheet.');
  return { script: url(script), imports: [...staticImports(script)].map(url), css: url(output.cssBundle) };
}

function kebabCase(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

/** Removes files of earlier builds, so dist/assets/ holds exactly what this build wrote. */
async function pruneStale(outdir: string, metafile: esbuild.Metafile): Promise<void> {
  const current = new Set(Object.keys(metafile.outputs).map((file) => join(ROOT, file)));
  for (const file of await readdir(outdir)) {
    if (!current.has(join(outdir, file))) await rm(join(outdir, file), { recursive: true, force: true });
  }
}

/** Writes the brotli and gzip forms of every output worth compressing beside it. */
async function precompress(metafile: esbuild.Metafile): Promise<void> {
  const jobs = Object.keys(metafile.outputs).flatMap((output) => {
    const path = join(ROOT, output);
    return (['br', 'gzip'] as const).map(async (encoding) => {
      const body = await readFile(path);
      if (worthCompressing(path, body.length))
        await writeFile(path + ENCODED_EXTENSION[encoding], await compress(body, encoding));
    });
  });
  await Promise.all(jobs);
}

/** `tsx scripts/cli.ts build [--dev] [--watch]` */
export async function main(argv: string[]): Promise<number> {
  const manifest = await buildIslands({ dev: argv.includes('--dev'), watch: argv.includes('--watch') });
  console.log(
    `Built ${manifest.boot}, ${manifest.css}, islands ${Object.keys(manifest.islands).join(', ')} and the owner app ${manifest.admin?.script}.`,
  );
  return 0;
}
