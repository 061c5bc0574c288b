/**
 * Gzipped JavaScript a page downloads for its islands: the boot entry with the chunks it
 * imports, plus the chunks of the islands on the page, beside React's own runtime (react and
 * react-dom/client, minified for production). Run: `npx tsx bench/islands/size.ts`.
 *
 * @module
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';
import { bundleIslands } from '../../scripts/build';

const PAGES: Record<string, string[]> = {
  'a page with the pill cart': ['pill-cart'],
  'the gallery page': ['pill-cart', 'gallery'],
  'a product page': ['pill-cart', 'product-detail', 'instalments', 'restock'],
  'the shop (quick view)': ['pill-cart', 'quick-view'],
};

const out = await mkdtemp(join(tmpdir(), 'islands-size-'));
try {
  const manifest = await bundleIslands({ outdir: join(out, 'assets'), manifestPath: join(out, 'manifest.json') });
  const gzipped = async (url: string) => gzipSync(await readFile(join(out, url))).length;
  const react = await reactRuntimeSize();
  console.log(`React runtime (react + react-dom/client), gzipped: ${kb(react)}`);

  const bootFiles = [manifest.boot, ...manifest.bootImports];
  for (const [page, names] of Object.entries(PAGES)) {
    const files = new Set([...bootFiles, ...names.flatMap((name) => manifest.islands[name] ?? [])]);
    let total = 0;
    for (const file of files) total += await gzipped(file);
    console.log(
      `${page}: ${files.size} files, ${kb(total)} gzipped, ${(total / react).toFixed(2)}× React's runtime, ${kb(total - react)} of ours on top`,
    );
  }
  for (const [name, chunks] of Object.entries(manifest.islands)) {
    let own = 0;
    for (const chunk of chunks) own += await gzipped(chunk);
    console.log(`  island ${name}: ${kb(own)} gzipped on top of the entry`);
  }
} finally {
  await rm(out, { recursive: true, force: true });
}

async function reactRuntimeSize(): Promise<number> {
  const result = await esbuild.build({
    stdin: { contents: "export * from 'react'; export * from 'react-dom/client';", resolveDir: process.cwd() },
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  return gzipSync(result.outputFiles[0].contents).length;
}

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}
