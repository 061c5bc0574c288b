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
import { ensureBuilt, sourceInputs, writeStamp } from './build-cache';
import { sharedChunkPlugin } from './shared-chunk';
import type { AdminBundle, Manifest } from '../islands';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CSS_ENTRY = 'islands/islands.css';
/** The owner app at /config: its own entry, so storefront pages never load its code. */
const ADMIN_ENTRY = 'admin/index.ts';
/** The tracking client: its own entry, so pages load it without React. */
const TRACKING_ENTRY = 'islands/tracking/index.ts';
/**
 * Islands that come with the entry instead of a lazy chunk (scripts/shared-chunk.ts): those the
 * store's own templates put on every page (the header's cart pill and account link, the
 * footer's newsletter form) and the product page's, the page most first views land on.
 */
export const ENTRY_ISLANDS = ['pill-cart', 'account-link', 'form', 'product-detail', 'product-reviews'];
/** The build's stamp (build-cache.ts), beside its manifest. */
const STAMP_NAME = 'build-stamp.json';

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
  /** What `npm start` compares to decide whether to build again (build-cache.ts). @default build-stamp.json beside the manifest */
  stampPath?: string;
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

/**
 * `npm start`'s build: none when the bundle in dist/ was built from the sources as they are now
 * (build-cache.ts), else a production build. Answers whether it built.
 */
export async function ensureIslands(log?: (line: string) => void): Promise<boolean> {
  const { built } = await ensureBuilt({
    root: ROOT,
    stampPath: join(dirname(MANIFEST_PATH), STAMP_NAME),
    manifestPath: MANIFEST_PATH,
    assetsDir: ASSETS_DIR,
    dev: false,
    build: () => buildIslands(),
    log,
  });
  return built;
}

/** Builds the island bundle into dist/ and returns its manifest. */
export function buildIslands(options: { dev?: boolean; watch?: boolean } = {}): Promise<Manifest> {
  return bundleIslands(options);
}

/** The build with every path open, for test bundles that add test islands. */
export async function bundleIslands(options: BundleOptions = {}): Promise<Manifest> {
  const outdir = options.outdir ?? ASSETS_DIR;
  const manifestPath = options.manifestPath ?? MANIFEST_PATH;
  const stampPath = options.stampPath ?? join(dirname(manifestPath), STAMP_NAME);
  const dev = options.dev ?? false;
  const boot = options.boot ?? join(ROOT, 'islands/boot.ts');
  const bootSource = relative(ROOT, boot).split(sep).join('/');
  await mkdir(outdir, { recursive: true });

  let resolveFirst: (manifest: Manifest) => void = () => {};
  const first = new Promise<Manifest>((resolve) => (resolveFirst = resolve));
  // Three builds into one folder, so the storefront's chunks are shaped by the storefront alone
  // (issue 28, "First view"): the owner app and the tracking client used to share chunks with
  // the islands, and every code path two of them shared became a file of its own.
  const latest = new Map<BuildPart, esbuild.Metafile>();
  const onEnd = (part: BuildPart) => async (result: esbuild.BuildResult) => {
    if (!result.metafile) return;
    latest.set(part, result.metafile);
    if (!dev) await precompress(result.metafile);
    if (latest.size < BUILD_PARTS.length) return;
    const metafile = mergedMetafile([...latest.values()]);
    const manifest = manifestFrom(metafile, outdir, bootSource, shared.staticIslands());
    await pruneStale(outdir, metafile);
    await mkdir(dirname(manifestPath), { recursive: true });
    await writeFile(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
    await writeStamp(stampPath, ROOT, sourceInputs(Object.keys(metafile.inputs)), dev);
    clearManifestCache();
    resolveFirst(manifest);
  };
  const common: esbuild.BuildOptions = {
    absWorkingDir: ROOT,
    outdir,
    bundle: true,
    format: 'esm',
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
  };
  const shared = sharedChunkPlugin(boot, {
    absWorkingDir: ROOT,
    jsx: common.jsx,
    define: common.define,
    target: common.target,
    plugins: [viewportMediaPlugin],
    entryIslands: ENTRY_ISLANDS,
  });
  const contexts = await Promise.all([
    esbuild.context({
      ...common,
      entryPoints: { boot, islands: join(ROOT, CSS_ENTRY) },
      splitting: true,
      plugins: [viewportMediaPlugin, shared.plugin, { name: 'manifest', setup: (b) => b.onEnd(onEnd('storefront')) }],
    }),
    // The owner app: its own React; its lazy editors still split off.
    esbuild.context({
      ...common,
      entryPoints: { admin: join(ROOT, ADMIN_ENTRY) },
      splitting: true,
      plugins: [viewportMediaPlugin, { name: 'manifest', setup: (b) => b.onEnd(onEnd('admin')) }],
    }),
    // The tracking client: one file, without React.
    esbuild.context({
      ...common,
      entryPoints: { tracking: join(ROOT, TRACKING_ENTRY) },
      plugins: [{ name: 'manifest', setup: (b) => b.onEnd(onEnd('tracking')) }],
    }),
  ]);

  if (options.watch) {
    await Promise.all(contexts.map((context) => context.watch()));
    return first;
  }
  try {
    const results = await Promise.all(contexts.map((context) => context.rebuild()));
    const errors = results.reduce((sum, result) => sum + result.errors.length, 0);
    if (errors > 0) throw new Error(`The island build failed with ${errors} error(s).`);
    return await first;
  } finally {
    await Promise.all(contexts.map((context) => context.dispose()));
  }
}

const BUILD_PARTS = ['storefront', 'admin', 'tracking'] as const;
type BuildPart = (typeof BUILD_PARTS)[number];

/** One metafile of the three builds' (their outputs never share a name but for identical content). */
function mergedMetafile(metafiles: esbuild.Metafile[]): esbuild.Metafile {
  return {
    inputs: Object.assign({}, ...metafiles.map((m) => m.inputs)),
    outputs: Object.assign({}, ...metafiles.map((m) => m.outputs)),
  };
}

/**
 * URLs for the manifest. An island's name is its component file name in kebab-case
 * (PillCart.tsx is `pill-cart`); its chunk list starts with its own chunk and adds the shared
 * chunks it imports that the entry has not loaded already.
 */
function manifestFrom(
  metafile: esbuild.Metafile,
  outdir: string,
  bootSource: string,
  staticIslands: readonly string[],
): Manifest {
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
  // Islands that came with the entry have no chunk of their own (scripts/shared-chunk.ts).
  for (const name of staticIslands) islands[name] ??= [];
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
  // The outputs and their brotli and gzip forms (written by each part's build before this runs).
  const current = new Set(
    Object.keys(metafile.outputs).flatMap((file) => [
      join(ROOT, file),
      ...Object.values(ENCODED_EXTENSION).map((extension) => join(ROOT, file) + extension),
    ]),
  );
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
