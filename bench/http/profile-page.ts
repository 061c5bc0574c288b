/**
 * Renders one page many times through the app, uncached, and writes a CPU profile of those
 * renders only (database start-up and warm-up left out) to the path given, if any:
 *
 *   npx tsx bench/http/profile-page.ts [/shop/canvas-field-jacket] [2000] [/tmp/page.cpuprofile]
 */
import './production-env';
import { writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import { createApp } from '../../server/app';
import { openDatabase } from '../../server/db';
import { seedStock } from '../../server/db/stock';
import { FIXTURES_DIR, TEMPLATES_DIR } from '../../server/paths';
import { SiteRegistry } from '../../server/sites/site-registry';
import { stockRows } from '../../server/sites/stock-rows';

const path = process.argv[2] ?? '/shop/canvas-field-jacket';
const count = Number(process.argv[3] ?? 2000);
const db = await openDatabase({ dataDir: 'memory://' });
const sites = await SiteRegistry.load({ fixturesDir: FIXTURES_DIR, templatesDir: TEMPLATES_DIR });
for (const site of sites.all()) await seedStock(db, site.id, stockRows(site));
const silent = { info() {}, warn() {}, error() {} };
const app = createApp({ sites, db, secret: 'bench', distAssetsDir: FIXTURES_DIR, log: silent, pageCacheMs: 0 });
const request = async () =>
  (await app.fetch(new Request(`http://demo.localhost${path}`, { headers: { Host: 'demo.localhost' } }))).text();
for (let i = 0; i < 200; i++) await request();
const out = process.argv[4];
const session = new Session();
if (out) {
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
}
const started = performance.now();
for (let i = 0; i < count; i++) await request();
console.log(`${path}: ${((count * 1000) / (performance.now() - started)).toFixed(0)} renders/s`);
if (out) await writeFile(out, JSON.stringify((await session.post('Profiler.stop')).profile));
await db.close();
