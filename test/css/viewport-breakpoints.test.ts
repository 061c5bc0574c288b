/**
 * The CSS breakpoints come from domain/'s viewport numbers (mobile ≤ 432px, desktop ≥ 433px):
 * stylesheets name the viewport, the island build and the site asset reader write the widths.
 */
import { readFile, readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { describe, expect, it } from 'vitest';
import { VIEWPORT_MEDIA_QUERIES, VIEWPORT_WIDTHS, currentViewport, expandViewportMedia } from '../../domain';
import { AssetFiles } from '../../server/assets/asset-files';
import { viewportMediaPlugin } from '../../scripts/build';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

async function cssFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : cssFiles(path);
      return entry.name.endsWith('.css') ? [path] : [];
    }),
  );
  return nested.flat();
}

const mediaQueries = (css: string) =>
  [...css.matchAll(/@media\s*([^{]+)\{/g)].map((m) => m[1]!.trim().replace(/\s+/g, ' '));

describe('viewport breakpoints in CSS', () => {
  it('expands the viewport names to the domain widths; tablet matches nothing', () => {
    expect(expandViewportMedia('@media (--viewport-mobile) { a { b: c } } @media ( --viewport-desktop ) {}')).toBe(
      '@media (max-width: 432px) { a { b: c } } @media (min-width: 433px) {}',
    );
    expect(expandViewportMedia('@media (--viewport-tablet) {}')).toBe('@media not all {}');
    expect(expandViewportMedia('@media (--viewport-watch) {}')).toBe('@media (--viewport-watch) {}');
    expect(VIEWPORT_MEDIA_QUERIES.mobile).toBe(`(max-width: ${VIEWPORT_WIDTHS.mobileMax}px)`);
  });

  it('leaves no stylesheet of ours writing the viewport widths by hand', async () => {
    const files = [
      ...(await cssFiles(join(ROOT, 'islands'))),
      ...(await cssFiles(join(ROOT, 'admin'))),
      ...(await cssFiles(join(ROOT, 'templates'))),
      ...(await cssFiles(join(ROOT, 'fixtures'))),
    ];
    expect(files.length).toBeGreaterThan(5);
    for (const file of files) {
      const literal = mediaQueries(await readFile(file, 'utf8')).filter((query) => /\b43[23](\.\d+)?px\b/.test(query));
      expect(literal, `${relative(ROOT, file)}: write (--viewport-mobile) / (--viewport-desktop)`).toEqual([]);
    }
  });

  it('bundles the islands stylesheet with the domain media queries and no viewport name left', async () => {
    const result = await esbuild.build({
      absWorkingDir: ROOT,
      entryPoints: [join(ROOT, 'islands/islands.css')],
      bundle: true,
      write: false,
      outdir: '/out',
      logLevel: 'silent',
      plugins: [viewportMediaPlugin],
    });
    const css = result.outputFiles.map((f) => f.text).join('');
    expect(css).not.toContain('--viewport-');
    const queries = new Set(mediaQueries(css).filter((q) => /43[23]px/.test(q)));
    expect(queries).toEqual(new Set([VIEWPORT_MEDIA_QUERIES.mobile, VIEWPORT_MEDIA_QUERIES.desktop]));
  });

  it('serves the default site stylesheet with the domain media query', async () => {
    const assets = await AssetFiles.read([join(ROOT, 'templates', 'assets')]);
    const css = assets.find('site.css')!.file.body.toString('utf8');
    expect(css).not.toContain('--viewport-');
    expect(css).toContain(`@media ${VIEWPORT_MEDIA_QUERIES.mobile}`);
  });
});

describe('currentViewport', () => {
  it('asks the mobile media query, else the width, else answers undefined', () => {
    const asked: string[] = [];
    const win = (matches: boolean) => ({
      matchMedia: (query: string) => (asked.push(query), { matches }),
      innerWidth: 9999,
    });
    expect(currentViewport(win(true))).toBe('mobile');
    expect(currentViewport(win(false))).toBe('desktop');
    expect(asked).toEqual([VIEWPORT_MEDIA_QUERIES.mobile, VIEWPORT_MEDIA_QUERIES.mobile]);
    expect(currentViewport({ innerWidth: 432 })).toBe('mobile');
    expect(currentViewport({ innerWidth: 433 })).toBe('desktop');
    expect(currentViewport({})).toBeUndefined();
    expect(currentViewport(undefined)).toBeUndefined();
  });
});
