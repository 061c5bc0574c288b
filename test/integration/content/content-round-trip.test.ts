/**
 * Issue 23: each demo site imported into the content store and exported again gives the same
 * files (JSON by value and key order, other files byte for byte), and the site served from the
 * store renders every page byte-identical to the site read from its fixture folder (whose
 * renders test/render/ snapshots).
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentStore, exportSiteFolder, importSiteFolder, storedSite } from '../../../server/content';
import { freshSiteId, testDatabases } from '../../../server/db/test-databases';
import { FIXTURES_DIR, TEMPLATES_DIR } from '../../../server/paths';
import { renderSitePage } from '../../../server/render-page';
import { loadSite } from '../../../server/sites/load-site';
import type { Database } from '../../../server/db';
import type { Site } from '../../../server/sites/types';

const NOW = Date.UTC(2027, 2, 1, 12, 0, 0);
const silent = { info() {}, warn() {}, error() {} };

async function files(dir: string): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    const bytes = await readFile(path);
    // JSON compares by value and key order; formatting may differ (exports indent by two spaces).
    found.set(
      relative(dir, path),
      path.endsWith('.json') ? JSON.stringify(JSON.parse(bytes.toString('utf8'))) : bytes.toString('base64'),
    );
  }
  return found;
}

/** Every collection, every item, a filter of each kind, search and a missing page. */
function pathsOf(site: Site): string[] {
  const paths: string[] = [];
  for (const collection of site.collections.values()) {
    paths.push(collection.urlId === site.homePage ? '/' : collection.fullUrl);
    for (const item of collection.items) paths.push(item.fullUrl);
    const category = collection.items.flatMap((i) => (Array.isArray(i.categories) ? i.categories : []))[0];
    if (typeof category === 'string') paths.push(`${collection.fullUrl}?category=${encodeURIComponent(category)}`);
  }
  paths.push('/search?q=wool', '/no-such-page', '/fr/shop', '/fr', '/de/shop/canvas-field-jacket', '/es/contact');
  return paths;
}

describe.each(testDatabases())('content store round trip on $name', ({ open }) => {
  let db: Database;
  let store: ContentStore;
  let out: string;
  beforeAll(async () => {
    db = await open();
    store = new ContentStore(db);
    out = await mkdtemp(join(tmpdir(), 'content-export-'));
    // Opening a database and migrating it takes a while on a busy machine.
  }, 240_000);
  const imported: string[] = [];
  afterAll(async () => {
    // A shared PostgreSQL server must not keep these sites: `npm start` there would serve them.
    for (const id of imported) await store.deleteSite(id);
    await db.close();
    await rm(out, { recursive: true, force: true });
  });

  describe.each(['demo', 'another'])('site %s', (fixture) => {
    const siteId = freshSiteId(fixture);
    imported.push(siteId);
    const dir = join(FIXTURES_DIR, fixture);

    it('exports exactly the files it imported, and an unchanged folder imports as no change', async () => {
      expect(await importSiteFolder(store, dir, { siteId })).toBeGreaterThan(10);
      await exportSiteFolder(store, siteId, join(out, siteId));
      expect(await files(join(out, siteId))).toEqual(await files(dir));
      expect(await importSiteFolder(store, join(out, siteId), { siteId })).toBe(0);
    });

    it('renders every page from the store byte-identical to the fixture folder', async () => {
      const fromFolder = await loadSite(dir, TEMPLATES_DIR);
      const fromStore = await storedSite(fixture, await store.published(siteId), TEMPLATES_DIR);
      // The demo's French, German and Spanish.
      expect(fromStore.stored?.translations.size).toBe(fixture === 'demo' ? 3 : 0);
      for (const path of pathsOf(fromFolder)) {
        const render = (site: Site) => renderSitePage({ site, path, now: NOW, log: silent });
        const [expected, actual] = [await render(fromFolder), await render(fromStore)];
        expect({ path, status: actual.status, errors: actual.errors }).toEqual({
          path,
          status: expected.status,
          errors: expected.errors,
        });
        expect(actual.html === expected.html, path).toBe(true);
      }
    }, 240_000);
  });
});
