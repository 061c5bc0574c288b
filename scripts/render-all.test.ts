/**
 * `render --site <id> --all --out <dir>` and `--check <dir>` on both fixture sites: every page
 * written, byte-identical twice, and a changed template caught by name.
 */
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { FIXTURES_DIR, SiteRegistry, TEMPLATES_DIR } from '../server';
import { comparePages, MANIFEST, renderAllPages, writePages, type Manifest } from './render-all';
import { FIXED_NOW } from './render';

const run = promisify(execFile);
const cli = (...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', 'scripts/cli.ts', 'render', ...args], { cwd: process.cwd() }).then(
    (done) => ({ code: 0, ...done }),
    (failed: { code: number; stdout: string; stderr: string }) => failed,
  );

const temp = mkdtempSync(join(tmpdir(), 'render-all-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

describe('render --all and --check as a designer runs them', () => {
  it('writes every page of the demo site and a manifest, and --check finds nothing changed', async () => {
    const out = join(temp, 'demo');
    const written = await cli('--site', 'demo', '--all', '--out', out);
    expect(written.code).toBe(0);
    expect(written.stdout).toBe('');
    expect(written.stderr).toMatch(/^\d+ pages of demo written to .* in [\d.]+ s, 0 template errors/);
    const manifest = JSON.parse(readFileSync(join(out, MANIFEST), 'utf8')) as Manifest;
    expect(manifest.now).toBe(new Date(FIXED_NOW).toISOString());
    const byPath = (path: string, visitor = 'guest') =>
      manifest.pages.find((p) => p.path === path && p.visitor === visitor);
    expect(byPath('/')).toMatchObject({ file: 'index.html', status: 200 });
    expect(byPath('/no-such-page')).toMatchObject({ status: 404, pageType: 'notFound', file: 'no-such-page.html' });
    expect(byPath('/cart')?.status).toBe(200);
    expect(byPath('/checkout')).toMatchObject({ pageType: 'checkout' });
    expect(manifest.pages.some((p) => p.pageType === 'search')).toBe(true);
    expect(manifest.pages.some((p) => p.pageType === 'contentItem')).toBe(true);
    expect(manifest.pages.some((p) => p.path.includes('?tag='))).toBe(true);
    expect(manifest.pages.some((p) => p.path.includes('?category='))).toBe(true);
    expect(manifest.pages.some((p) => p.path.startsWith('/fr'))).toBe(true);
    expect(manifest.pages.some((p) => p.pageType === 'lockScreen')).toBe(true);
    expect(manifest.pages.some((p) => p.pageType === 'protectedContent' && p.visitor === 'unlocked')).toBe(true);
    expect(manifest.pages.some((p) => p.pageType === 'memberAreaAccessDenied')).toBe(true);
    expect(manifest.pages.some((p) => p.visitor === 'member' && p.status === 200)).toBe(true);
    expect(readFileSync(join(out, 'no-such-page.html'), 'utf8')).toContain('data-page-type="100"');

    const checked = await cli('--site', 'demo', '--check', out);
    expect(checked.code).toBe(0);
    expect(checked.stderr).toMatch(/no changes/);
  }, 240_000);

  it('--check exits 1 naming each page that changed, with the lines', async () => {
    const out = join(temp, 'changed');
    writePages(out, await renderAllPages('demo', FIXED_NOW));
    writeFileSync(join(out, 'cart.html'), readFileSync(join(out, 'cart.html'), 'utf8').replace('<main', '<main old'));
    rmSync(join(out, 'checkout.html'));
    const checked = await cli('--site', 'demo', '--check', out);
    expect(checked.code).toBe(1);
    expect(checked.stdout).toMatch(/^changed cart\.html\n {4}@@ line \d+\n {4}- .*<main old/m);
    expect(checked.stdout).toMatch(/^added {3}checkout\.html$/m);
    expect(checked.stderr).toMatch(/2 files differ/);
  }, 240_000);
});

describe.each(['demo', 'another'])('every page of %s', (siteId) => {
  it('is the same bytes twice, and a changed template makes the check name the pages it changes', async () => {
    const first = await renderAllPages(siteId, FIXED_NOW);
    const second = await renderAllPages(siteId, FIXED_NOW);
    expect([...second]).toEqual([...first]);
    const dir = join(temp, `${siteId}-before`);
    writePages(dir, first);
    expect(comparePages(dir, second)).toEqual([]);

    // The same site with its not-found template changed.
    const copy = join(temp, `${siteId}-copy`);
    cpSync(join(FIXTURES_DIR, siteId), join(copy, 'sites', siteId), { recursive: true });
    cpSync(TEMPLATES_DIR, join(copy, 'templates'), { recursive: true });
    const notFound = join(copy, 'templates', 'pages', 'not-found.html');
    writeFileSync(notFound, readFileSync(notFound, 'utf8').replace(/<h1/, '<h1 data-changed'));
    const sites = await SiteRegistry.load({ fixturesDir: join(copy, 'sites'), templatesDir: join(copy, 'templates') });
    const changes = comparePages(dir, await renderAllPages(sites.byId(siteId)!, FIXED_NOW));
    expect(changes.map((change) => change.split('\n')[0])).toEqual(['changed no-such-page.html']);
    expect(changes[0]).toContain('+ ');
    expect(changes[0]).toContain('data-changed');
  }, 240_000);
});
