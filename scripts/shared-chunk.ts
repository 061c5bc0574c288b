/**
 * One chunk for everything the storefront's scripts share (issue 28, "First view"). esbuild
 * splits code shared by several entry points (the boot script and each island's lazy import)
 * into a chunk per set of entries that share it, statement by statement: with 17 islands that
 * made ~30 chunks, most under 2 KB, and a product page fetched 20 of them. This plugin puts
 * every module that two or more of those entries reach (React among them) into one chunk: each
 * entry module imports a virtual module that touches all of them, so every entry shares them
 * alike. A page then loads the boot script, that chunk (which it preloads) and one file per
 * island on it.
 *
 * Islands every page of the store's own templates shows, and the product page's (the `entry`
 * names), and any island whose code is shared anyway, are not loaded lazily at all: their lazy
 * import becomes a static one, so the page fetches no file for them. A product page then loads
 * the boot script, the shared chunk and the tracking client, and nothing more.
 *
 * Which code is shared is found by a first bundle of the same entry in memory (its metafile),
 * made again at each build.
 *
 * @module
 */
import { readFile } from 'node:fs/promises';
import { basename, extname, relative, resolve, sep } from 'node:path';
import * as esbuild from 'esbuild';

const VIRTUAL = 'storefront-shared:';
const NAMESPACE = 'storefront-shared';

/** What the storefront build needs to find its import graph in a first pass. */
export type SharedChunkOptions = Pick<esbuild.BuildOptions, 'absWorkingDir' | 'jsx' | 'define' | 'target' | 'plugins'>;

export function sharedChunkPlugin(
  boot: string,
  options: SharedChunkOptions & { absWorkingDir: string; entryIslands: readonly string[] },
): { plugin: esbuild.Plugin; staticIslands(): string[] } {
  const { entryIslands, ...probeOptions } = options;
  const root = options.absWorkingDir;
  let shared: string[] = [];
  let starts = new Set<string>();
  /** Per module, the lazy imports that become static: the specifier as written. */
  let madeStatic = new Map<string, string[]>();
  const plugin: esbuild.Plugin = {
    name: 'storefront-shared-chunk',
    setup(build) {
      build.onStart(async () => {
        const probe = await probeBuild(boot, probeOptions);
        ({ shared, starts, madeStatic } = sharedModules(
          probe,
          relative(root, boot).split(sep).join('/'),
          entryIslands,
        ));
      });
      build.onResolve({ filter: new RegExp(`^${VIRTUAL}$`) }, () => ({ path: 'shared', namespace: NAMESPACE }));
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, () => ({
        resolveDir: root,
        loader: 'js',
        contents: [
          ...shared.map((path, i) => `import * as m${i} from ${JSON.stringify(resolve(root, path))};`),
          // A call esbuild must keep: the namespaces it returns keep every shared module whole.
          `export function touchShared() { return [${shared.map((_, i) => `m${i}`).join(', ')}]; }`,
        ].join('\n'),
      }));
      build.onLoad({ filter: /\.tsx?$/ }, async (args) => {
        const path = relative(root, args.path).split(sep).join('/');
        const statics = madeStatic.get(path) ?? [];
        if (!starts.has(path) && statics.length === 0) return undefined;
        let contents = await readFile(args.path, 'utf8');
        statics.forEach((specifier, i) => {
          const quoted = [`'${specifier}'`, `"${specifier}"`];
          for (const q of quoted) contents = contents.replaceAll(`import(${q})`, `Promise.resolve(__entryIsland${i})`);
          contents = `import * as __entryIsland${i} from '${specifier}';\n${contents}`;
        });
        if (starts.has(path))
          contents += `\nimport { touchShared as __touchShared } from '${VIRTUAL}';\n__touchShared();\n`;
        return { contents, loader: path.endsWith('.tsx') ? 'tsx' : 'ts' };
      });
    },
  };
  return {
    plugin,
    /** The islands whose lazy import became static in the last build (they have no chunk of their own). */
    staticIslands: () => [...madeStatic.values()].flat().map(islandName),
  };
}

/** The entry bundled in memory as esbuild splits it: which code its chunks hold. */
async function probeBuild(boot: string, options: SharedChunkOptions): Promise<esbuild.Metafile> {
  const result = await esbuild.build({
    ...options,
    entryPoints: [boot],
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    outdir: 'shared-chunk-probe',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  return result.metafile;
}

/**
 * The modules whose code esbuild put into shared chunks (code two or more entries use: the boot
 * script and each module imported lazily) or that are entry islands, the entries still loaded
 * lazily, and per module the lazy imports of those that are not.
 */
export function sharedModules(
  metafile: esbuild.Metafile,
  boot: string,
  entryIslands: readonly string[],
): { shared: string[]; starts: Set<string>; madeStatic: Map<string, string[]> } {
  const shared = new Set<string>();
  for (const output of Object.values(metafile.outputs)) {
    if (output.entryPoint) continue;
    for (const [path, { bytesInOutput }] of Object.entries(output.inputs))
      if (bytesInOutput > 0 && !path.includes(':')) shared.add(path);
  }
  const entry = new Set(entryIslands);
  const starts = new Set([boot]);
  const madeStatic = new Map<string, string[]>();
  for (const [importer, input] of Object.entries(metafile.inputs))
    for (const imp of input.imports) {
      if (imp.kind !== 'dynamic-import' || !metafile.inputs[imp.path] || !imp.original) continue;
      if (shared.has(imp.path) || entry.has(islandName(imp.path))) {
        shared.add(imp.path);
        madeStatic.set(importer, [...(madeStatic.get(importer) ?? []), imp.original]);
      } else starts.add(imp.path);
    }
  return { shared: [...shared].sort(), starts, madeStatic };
}

/** An island's name is its component file's in kebab-case (PillCart.tsx is `pill-cart`). */
export function islandName(path: string): string {
  return basename(path, extname(path))
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase();
}
