import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUES, ENGLISH_WORDS } from '../domain';
import { islandLoaders } from '../islands';
import { ENTRY_ISLANDS, bundleIslands } from './build';
import type { Manifest } from '../islands';

let out: string;
let manifest: Manifest;
const file = (url: string) => join(out, 'assets', url.replace(/^\/assets\//, ''));

beforeAll(async () => {
  out = await mkdtemp(join(tmpdir(), 'islands-build-'));
  await mkdir(join(out, 'assets'));
  await writeFile(join(out, 'assets', 'boot-OLDOLDOL.js'), 'stale');
  manifest = await bundleIslands({ outdir: join(out, 'assets'), manifestPath: join(out, 'manifest.json') });
});
afterAll(() => rm(out, { recursive: true, force: true }));

describe('the island build', () => {
  it('writes the manifest it returns', async () => {
    expect(JSON.parse(await readFile(join(out, 'manifest.json'), 'utf8'))).toEqual(manifest);
  });

  it('gives the entry and stylesheet hashed names under /assets/', () => {
    expect(manifest.boot).toMatch(/^\/assets\/boot-[A-Z0-9]{8}\.js$/);
    expect(manifest.css).toMatch(/^\/assets\/islands-[A-Z0-9]{8}\.css$/);
  });

  it('gives every island loaded lazily its own chunk, and those that come with the entry none', () => {
    expect(Object.keys(manifest.islands).sort()).toEqual(Object.keys(islandLoaders).sort());
    expect(manifest.islands.gallery).toEqual([expect.stringMatching(/^\/assets\/Gallery-[A-Z0-9]{8}\.js$/)]);
    for (const name of ENTRY_ISLANDS) expect(manifest.islands[name]).toEqual([]);
  });

  it('puts what the entry and the islands share into one chunk the entry imports', async () => {
    expect(manifest.bootImports).toHaveLength(1);
    for (const [name, chunks] of Object.entries(manifest.islands))
      if (!ENTRY_ISLANDS.includes(name)) expect(chunks, name).toHaveLength(1);
    // The cart pill's code is in the entry's files, not in a chunk of its own.
    const entry = await Promise.all([manifest.boot, ...manifest.bootImports].map((url) => readFile(file(url), 'utf8')));
    expect(entry.join('\n')).toContain('pill-cart__count');
  });

  it('keeps island code out of the entry, and React in a chunk the entry imports', async () => {
    const boot = await readFile(file(manifest.boot), 'utf8');
    expect(boot).not.toContain('lightbox');
    expect(manifest.bootImports.length).toBeGreaterThan(0);
    const gallery = await readFile(file(manifest.islands.gallery[0]), 'utf8');
    expect(gallery).toContain('lightbox');
  });

  it('builds minified production React', async () => {
    const react = await readFile(file(manifest.bootImports[0]), 'utf8');
    expect(react).not.toMatch(/development/i);
    expect(react.split('\n').length).toBeLessThan(20);
  });

  it('ships no other language’s catalogue to the storefront: islands get their words from the server', async () => {
    const storefront = [
      manifest.boot,
      ...manifest.bootImports,
      ...Object.values(manifest.islands).flat(),
      manifest.tracking!,
      ...manifest.trackingImports!,
    ];
    const code = (await Promise.all(storefront.map((url) => readFile(file(url), 'utf8')))).join('\n');
    // A word only each catalogue has (ASCII, as the minifier writes it); the English words stay,
    // an island's own when the server sends none.
    for (const language of ['fr', 'de', 'es']) {
      const word = CATALOGUES[language]!.words.ourStore;
      expect(code.includes(word), `${language}: ${word}`).toBe(false);
    }
    expect(code).toContain(ENGLISH_WORDS.ourStore);
  });

  it('builds the owner app as its own entry, which no storefront file loads', async () => {
    expect(manifest.admin?.script).toMatch(/^\/assets\/admin-[A-Z0-9]{8}\.js$/);
    expect(manifest.admin?.css).toMatch(/^\/assets\/admin-[A-Z0-9]{8}\.css$/);
    const storefront = [manifest.boot, ...manifest.bootImports, ...Object.values(manifest.islands).flat()];
    expect(storefront).not.toContain(manifest.admin?.script);
    const code = (await Promise.all(storefront.map((url) => readFile(file(url), 'utf8')))).join('\n');
    expect(code).not.toContain('Create API key');
    expect(await readFile(file(manifest.admin?.script ?? ''), 'utf8')).toContain('Create API key');
    // Built apart (its own React), so that the storefront's chunks follow the storefront alone.
    for (const url of manifest.admin?.imports ?? []) expect(storefront).not.toContain(url);
  });

  it('removes files of earlier builds', async () => {
    const files = await readdir(join(out, 'assets'));
    expect(files).not.toContain('boot-OLDOLDOL.js');
    const admin = manifest.admin ? [manifest.admin.script, manifest.admin.css, ...manifest.admin.imports] : [];
    const named = new Set(
      [
        manifest.boot,
        manifest.css,
        ...manifest.bootImports,
        ...Object.values(manifest.islands).flat(),
        ...admin,
        manifest.tracking!,
        ...manifest.trackingImports!,
      ].map((url) => url.slice('/assets/'.length)),
    );
    for (const name of named) expect(files).toContain(name);
    // The rest are chunks an island loads only when needed (a dialog's code): each must be
    // imported by a file the manifest names, so nothing in the folder is left over.
    const namedCode = (
      await Promise.all(
        [...named].filter((n) => n.endsWith('.js')).map((n) => readFile(join(out, 'assets', n), 'utf8')),
      )
    ).join('\n');
    const precompressed = /\.(br|gz)$/;
    for (const lazy of files.filter((f) => !named.has(f) && !precompressed.test(f)))
      expect(namedCode).toContain(`./${lazy}`);
  });

  it('writes the brotli and gzip forms of every script and stylesheet beside it, once per build', async () => {
    const files = await readdir(join(out, 'assets'));
    const code = files.filter((f) => /\.(js|css)$/.test(f));
    expect(code.length).toBeGreaterThan(5);
    for (const name of code) {
      const body = await readFile(join(out, 'assets', name));
      if (body.length < 256) continue;
      expect(brotliDecompressSync(await readFile(join(out, 'assets', `${name}.br`)))).toEqual(body);
      expect(gunzipSync(await readFile(join(out, 'assets', `${name}.gz`)))).toEqual(body);
    }
    // Nothing compressed is left from an earlier build: each has its original beside it.
    for (const name of files.filter((f) => /\.(br|gz)$/.test(f))) expect(files).toContain(name.slice(0, -3));
  });
});
