/**
 * A deploy that changes the platform's default templates reaches the sites already in the
 * content store at the next start, without importing them again: a stored site keeps only the
 * files its owner (or its fixture folder) overrode, and lays them over the defaults read when
 * the server starts (server/content/stored-site.ts). An owner's own site.css stays theirs.
 */
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentStore, importFixtureSites, storedSites } from '../../../server/content';
import { freshSiteId, testDatabases } from '../../../server/db/test-databases';
import type { Database } from '../../../server/db';
import type { Site } from '../../../server/sites/types';

const SHOP = join(import.meta.dirname, '..', 'commerce', 'fixtures', 'sites', 'shop');
const TEMPLATES = join(import.meta.dirname, '..', 'fixtures', 'templates');
const OWNER_CSS = '/* the owner’s own stylesheet */\nbody { color: #123456; }\n';

describe.each(testDatabases())('default template updates on $name', ({ open }) => {
  let db: Database;
  let dir: string;
  beforeAll(async () => {
    db = await open();
    dir = await mkdtemp(join(tmpdir(), 'default-template-updates-'));
    // Opening a database and migrating it takes a while on a busy machine.
  }, 240_000);
  afterAll(async () => {
    await db?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('serves the current default site.css to a site imported before the deploy, and keeps an override', async () => {
    const templates = join(dir, 'templates');
    const folders = join(dir, 'sites');
    await cp(TEMPLATES, templates, { recursive: true });
    const plain = freshSiteId('defaults');
    const own = freshSiteId('own-css');
    await cp(SHOP, join(folders, plain), { recursive: true });
    await cp(SHOP, join(folders, own), { recursive: true });
    await mkdir(join(folders, own, 'templates', 'assets'), { recursive: true });
    await writeFile(join(folders, own, 'templates', 'assets', 'site.css'), OWNER_CSS);

    const store = new ContentStore(db);
    expect((await importFixtureSites(store, folders)).imported).toEqual([plain, own].sort());
    // A start: the registry's loader reads the default templates once.
    const start = async () => {
      const sites = await storedSites(store, templates, [plain, own])();
      const byId = (id: string) => sites.find((s) => s.id === id)!;
      const css = (site: Site) => ({
        url: site.assets.url('site.css'),
        text: site.assets.bytes('site.css')!.toString('utf8'),
      });
      return { plain: css(byId(plain)), own: css(byId(own)) };
    };
    const before = await start();
    expect(before.plain.url).toMatch(/^\/assets\/site\.[0-9a-f]+\.css$/);
    expect(before.own.text).toContain('the owner’s own stylesheet');

    // The deploy: a new default site.css.
    const defaultCss = join(templates, 'assets', 'site.css');
    await writeFile(defaultCss, `${await readFile(defaultCss, 'utf8')}\n.site-header { flex-wrap: wrap; }\n`);
    const after = await start();

    // No new import was needed (the fixture folders did not change).
    expect(await importFixtureSites(store, folders)).toEqual({ imported: [], kept: [] });
    expect(after.plain.url).not.toBe(before.plain.url);
    expect(after.plain.url).toMatch(/^\/assets\/site\.[0-9a-f]+\.css$/);
    expect(after.plain.text).toContain('.site-header { flex-wrap: wrap; }');
    expect(after.own.url).toBe(before.own.url);
    expect(after.own.text).toContain('the owner’s own stylesheet');
    expect(after.own.text).not.toContain('flex-wrap');

    for (const id of [plain, own]) await store.deleteSite(id);
  });
});
