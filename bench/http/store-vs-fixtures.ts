/**
 * The product page served from the content store beside the same page served from the fixture
 * folders (issue 23: serving from the store must not slow pages down). One process, one
 * database, two apps: one whose sites are read from the folders, one whose sites are the
 * store's published documents (imported from the same folders, followed by NOTIFY, as
 * `npm start` serves). Batches of in-process requests alternate between the two, and each
 * batch's CPU time (user + system) per request is recorded: on a shared machine CPU per
 * request is steadier than wall time. Prints each round and the medians.
 *
 *   npx tsx bench/http/store-vs-fixtures.ts [/shop/canvas-field-jacket] [--rounds 10] [--batch 300]
 *   PAGE_CACHE_MS=1000 npx tsx bench/http/store-vs-fixtures.ts     # the page cache on, as npm start
 */
import './production-env';
import { createApp } from '../../server/app';
import { ContentStore, followPublishes, importFixtureSites, storedSites } from '../../server/content';
import { openDatabase } from '../../server/db';
import { seedStock } from '../../server/inventory/stock-store';
import { stockRows } from '../../server/inventory/stock-rows';
import { FIXTURES_DIR, TEMPLATES_DIR } from '../../server/paths';
import { seedFixtureReviews } from '../../server/reviews';
import { SiteRegistry } from '../../server/sites/site-registry';

const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? fallback : Number(process.argv[at + 1]);
};
const path = process.argv[2]?.startsWith('/') ? process.argv[2] : '/shop/canvas-field-jacket';
const rounds = arg('rounds', 10);
const batch = arg('batch', 300);
const pageCacheMs = Number(process.env.PAGE_CACHE_MS ?? 0);
const silent = { info() {}, warn() {}, error() {} };

const db = await openDatabase({ dataDir: process.env.DATABASE_URL ? undefined : 'memory://' });
const store = new ContentStore(db);
await importFixtureSites(store, FIXTURES_DIR);
const registries = {
  fixtures: await SiteRegistry.load({ fixturesDir: FIXTURES_DIR, templatesDir: TEMPLATES_DIR }),
  store: await SiteRegistry.load({
    fixturesDir: FIXTURES_DIR,
    templatesDir: TEMPLATES_DIR,
    loadSites: storedSites(store, TEMPLATES_DIR),
  }),
};
const stopFollowing = await followPublishes(store, registries.store, silent);
for (const site of registries.fixtures.all()) await seedStock(db, site.id, stockRows(site));
for (const site of registries.fixtures.all()) await seedFixtureReviews(db, site);

const apps = Object.fromEntries(
  Object.entries(registries).map(([name, sites]) => [
    name,
    createApp({ sites, db, secret: 'bench', distAssetsDir: FIXTURES_DIR, log: silent, pageCacheMs }),
  ]),
) as Record<keyof typeof registries, ReturnType<typeof createApp>>;

const request = async (app: ReturnType<typeof createApp>) => {
  const response = await app.fetch(
    new Request(`http://demo.localhost${path}`, { headers: { Host: 'demo.localhost', 'Accept-Encoding': 'gzip, br' } }),
  );
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  await response.arrayBuffer();
};
// Both pages must be the same page (the store serves what the folder holds).
for (const app of Object.values(apps)) for (let i = 0; i < 200; i++) await request(app);

const cpu: Record<string, number[]> = { fixtures: [], store: [] };
for (let round = 1; round <= rounds; round++) {
  // Alternate which goes first, so a change of the machine's load hits both alike.
  const order = round % 2 ? (['fixtures', 'store'] as const) : (['store', 'fixtures'] as const);
  const line: string[] = [];
  for (const name of order) {
    const before = process.cpuUsage();
    for (let i = 0; i < batch; i++) await request(apps[name]);
    const used = process.cpuUsage(before);
    const perRequest = (used.user + used.system) / batch;
    cpu[name]!.push(perRequest);
    line.push(`${name} ${perRequest.toFixed(0).padStart(5)} µs`);
  }
  console.log(`round ${String(round).padStart(2)}  ${line.join('   ')}`);
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;
const [f, s] = [median(cpu.fixtures!), median(cpu.store!)];
console.log(
  `\n${path}, page cache ${pageCacheMs} ms, ${rounds} rounds of ${batch}: CPU per request, median: fixtures ${f.toFixed(0)} µs, store ${s.toFixed(0)} µs (store ÷ fixtures ${(s / f).toFixed(3)})`,
);
await stopFollowing();
await db.close();
