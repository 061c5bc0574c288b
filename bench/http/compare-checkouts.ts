/**
 * The server's CPU per request of two checkouts of this repository, side by side in one process
 * (issue 28): each checkout's app served by @hono/node-server on its own port, each over its own
 * in-memory PGlite (or its own pool on the PostgreSQL server DATABASE_URL names), and batches of requests from autocannon (10 connections, `gzip, br` asked)
 * sent to one app and then the other, round after round. A busy machine slows both alike within
 * a round, so the median over rounds of each app's CPU per request compares the code, not the
 * moment (separate runs of server.bench.ts differed by 2x at a load average of 20).
 *
 *   npx tsx bench/http/compare-checkouts.ts <before dir> <after dir> [--rounds 8] [--batch 400] [--no-cache] [paths…]
 *
 * Each directory is a checkout with node_modules and a built dist/ (`npm run build`): without
 * one, pages carry no island scripts and read the missing manifest on every render.
 */
import './production-env';
import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { ROOT_DIR } from '../../server/paths';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const at = args.indexOf(`--${name}`);
  return at === -1 ? fallback : Number(args.splice(at, 2)[1]);
};
const rounds = option('rounds', 8);
const batch = option('batch', 400);
const noCache = args.includes('--no-cache');
const [before, after, ...asked] = args.filter((arg) => arg !== '--no-cache');
if (!before || !after) throw new Error('Name two checkout directories: before and after.');
const paths = asked.length ? asked : ['/shop/canvas-field-jacket', '/shop', '/journal', '/'];
const silent = { info() {}, warn() {}, error() {} };
const HEADERS = { Host: 'demo.localhost', 'Accept-Encoding': 'gzip, br' };

/** The checkout's own modules: its app, and its fixtures loaded by its own registry. */
async function appOf(dir: string, db: unknown) {
  const root = resolve(dir);
  const { createApp } = await import(join(root, 'server/app.ts'));
  const { SiteRegistry } = await import(join(root, 'server/sites/site-registry.ts'));
  const { FIXTURES_DIR, TEMPLATES_DIR } = await import(join(root, 'server/paths.ts'));
  const sites = await SiteRegistry.load({ fixturesDir: FIXTURES_DIR, templatesDir: TEMPLATES_DIR });
  const app = createApp({
    sites,
    db,
    secret: 'bench',
    distAssetsDir: FIXTURES_DIR,
    log: silent,
    pageCacheMs: noCache ? 0 : 1000,
  });
  const server = await new Promise<ReturnType<typeof serve>>((done) => {
    const s = serve({ fetch: app.fetch, port: 0 }, () => done(s));
  });
  return { sites, server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/**
 * Each checkout's own database, opened and seeded by its own code as `npm start` does: an
 * in-memory PGlite each, or a pool each on the PostgreSQL server DATABASE_URL names (two
 * processes on one server, as a deployment runs them). Opened by the other's code, a database
 * would lack what the checkout's readers rely on (its write marks, its migrations).
 */
async function databaseOf(dir: string) {
  const root = resolve(dir);
  const { openDatabase } = await import(join(root, 'server/db/index.ts'));
  return openDatabase({ dataDir: process.env.DATABASE_URL ? undefined : 'memory://' });
}
async function seed(dir: string, db: unknown, sites: { all(): unknown[] }) {
  const root = resolve(dir);
  const { seedStock } = await import(join(root, 'server/inventory/stock-store.ts'));
  const { stockRows } = await import(join(root, 'server/inventory/stock-rows.ts'));
  const { seedFixtureReviews } = await import(join(root, 'server/reviews/index.ts'));
  for (const site of sites.all()) await seedStock(db, (site as { id: string }).id, stockRows(site));
  for (const site of sites.all()) await seedFixtureReviews(db, site);
}
const dbs = { before: await databaseOf(before), after: await databaseOf(after) };
const apps = { before: await appOf(before, dbs.before), after: await appOf(after, dbs.after) };
await seed(before, dbs.before, apps.before.sites);
await seed(after, dbs.after, apps.after.sites);

/**
 * Refuses to compare pages that differ in their islands. Run from one checkout, tsx compiles the
 * other's files without this tsconfig's options (they are outside its `include`), and that
 * checkout's pages came out without a single island: cheaper, and a false "before" (issue 28).
 */
async function sameIslands(path: string): Promise<void> {
  const islands = async (base: string) =>
    ((await (await fetch(base + path, { headers: { Host: HEADERS.Host } })).text()).match(/data-island=/g) ?? [])
      .length;
  const [b, a] = [await islands(apps.before.base), await islands(apps.after.base)];
  if (b === a) return;
  throw new Error(
    `${path} has ${b} islands before and ${a} after: the two checkouts do not render alike. Run with ` +
      'TSX_TSCONFIG_PATH naming a tsconfig (extending this one) whose include lists both checkouts.',
  );
}

function autocannon(url: string, amount: number): Promise<void> {
  const bin = join(ROOT_DIR, 'node_modules/.bin/autocannon');
  const headers = Object.entries(HEADERS).flatMap(([name, value]) => ['-H', `${name}=${value}`]);
  const child = spawn(bin, ['-c', '10', '-a', String(amount), ...headers, url], { stdio: 'ignore' });
  return new Promise((done, fail) =>
    child.once('exit', (code) => (code === 0 ? done() : fail(new Error(`autocannon exited with ${code}`)))),
  );
}

/** This process's CPU (user + system) per request over `amount` requests, in µs. */
async function cpuPerRequest(url: string, amount: number): Promise<number> {
  const started = process.cpuUsage();
  await autocannon(url, amount);
  const cpu = process.cpuUsage(started);
  return (cpu.user + cpu.system) / amount;
}

for (const { base } of Object.values(apps))
  for (const path of paths)
    for (let i = 0; i < 100; i++) await fetch(base + path, { headers: HEADERS }).then((r) => r.arrayBuffer());
await sameIslands(paths[0]);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
console.log(
  `${noCache ? 'page cache off' : 'page cache on (1 s)'}, ${rounds} rounds of ${batch} requests per app and path`,
);
for (const path of paths) {
  const figures: Record<'before' | 'after', number[]> = { before: [], after: [] };
  for (let round = 0; round < rounds; round++) {
    // Alternate which goes first, so neither always meets the machine's state the other left.
    const order = round % 2 === 0 ? (['before', 'after'] as const) : (['after', 'before'] as const);
    for (const name of order) figures[name].push(await cpuPerRequest(apps[name].base + path, batch));
  }
  const [b, a] = [median(figures.before), median(figures.after)];
  console.log(
    `${path.padEnd(28)} before ${b.toFixed(0).padStart(5)} µs  after ${a.toFixed(0).padStart(5)} µs  after ÷ before ${(a / b).toFixed(2)}   (rounds: ${figures.before.map((v) => v.toFixed(0)).join(' ')} | ${figures.after.map((v) => v.toFixed(0)).join(' ')})`,
  );
}
for (const { server } of Object.values(apps)) server.close();
for (const db of Object.values(dbs)) await (db as { close(): Promise<void> }).close();
