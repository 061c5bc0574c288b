/**
 * The CSS breakpoints come from domain/'s viewport numbers (mobile ≤ 432px, desktop ≥ 433px):
 * stylesheets name the viewport, the island build and the site asset reader write the widths.
 */
import { readFile, readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { describe, expect, it } from 'vitest';
import {
  VIEWPORT_MEDIA_QUERIES,
  VIEWPORT_WIDTHS,
  currentViewport,
  expandViewportMedia,
  onViewportChange,
} from '../../domain';
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

/** A window whose mobile query can be flipped, as a resize would. */
function resizableWindow() {
  const listeners = new Set<() => void>();
  const state = { mobile: true };
  const query = {
    get matches() {
      return state.mobile;
    },
    addEventListener: (_type: 'change', listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: 'change', listener: () => void) => listeners.delete(listener),
  };
  return {
    win: { matchMedia: () => query },
    resize(mobile: boolean) {
      state.mobile = mobile;
      for (const listener of listeners) listener();
    },
    listeners,
  };
}

describe('onViewportChange', () => {
  it('reports each crossing of the phone width until unsubscribed', () => {
    const { win, resize, listeners } = resizableWindow();
    const seen: string[] = [];
    const stop = onViewportChange(win, (viewport) => seen.push(viewport));
    resize(false);
    resize(true);
    stop();
    resize(false);
    expect(seen).toEqual(['desktop', 'mobile']);
    expect(listeners.size).toBe(0);
  });

  it('never calls back on a window that cannot watch media (and unsubscribes harmlessly)', () => {
    const seen: string[] = [];
    onViewportChange({ innerWidth: 300 }, (viewport) => seen.push(viewport))();
    onViewportChange(undefined, (viewport) => seen.push(viewport))();
    expect(seen).toEqual([]);
  });
});

describe('the header menu button', () => {
  it('closes an open menu when the window grows past the phone width', async () => {
    const { enhanceMenuButtons } = await import('../../islands/menu-button');
    const { win, resize } = resizableWindow();
    const doc = {
      defaultView: win,
      querySelectorAll: () => [button],
    } as unknown as Document;
    const header = { dataset: { menu: 'closed' } as Record<string, string>, addEventListener() {} };
    const attributes: Record<string, string> = {};
    const clicks: (() => void)[] = [];
    const button = {
      closest: () => header,
      setAttribute: (name: string, value: string) => (attributes[name] = value),
      addEventListener: (_type: string, listener: () => void) => clicks.push(listener),
    };
    enhanceMenuButtons(doc);
    clicks[0]!();
    expect([header.dataset.menu, attributes['aria-expanded']]).toEqual(['open', 'true']);
    resize(false);
    expect([header.dataset.menu, attributes['aria-expanded']]).toEqual(['closed', 'false']);
  });
});
