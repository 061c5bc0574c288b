/**
 * Renders one page many times through the app, uncached (PAGE_CACHE_MS=1000 to serve it from
 * the page cache instead), asking for gzip as browsers do, and writes a CPU profile of those
 * requests only (database start-up and warm-up left out) to the path given, if any, printing
 * its ten functions of most self time:
 *
 *   npx tsx bench/http/profile-page.ts [/shop/canvas-field-jacket] [2000] [/tmp/page.cpuprofile]
 *   DATABASE_URL=postgres://… npx tsx bench/http/profile-page.ts /journal 1000 /tmp/journal.cpuprofile
 *   npx tsx bench/http/profile-page.ts --http /shop 3000 /tmp/shop.cpuprofile
 *   npx tsx bench/http/profile-page.ts --http --static 3000 /tmp/static.cpuprofile
 *
 * In-process requests (`app.fetch`) build a web Request and read the body out of a web Response,
 * which a real server never does. `--http` serves the app through @hono/node-server, as
 * `npm start` does, on a random port and sends the requests from autocannon in a child process
 * (10 connections), so the profile and the CPU per request are those of the server alone.
 * `--static` asks for server.bench.ts's static 40 KB script instead of a page, to see what a
 * page does that the static asset does not. `--pixel` saves an ad pixel id for the demo site
 * first (its pages then carry the pixel), and `--signed-in` sends every request as a signed-in
 * site user (a site-user session cookie, its lookup included).
 */
import './production-env';
import { spawn } from 'node:child_process';
import { rm, writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from '../../server/app';
import { openDatabase } from '../../server/db';
import { seedStock } from '../../server/inventory/stock-store';
import { FIXTURES_DIR, ROOT_DIR, TEMPLATES_DIR } from '../../server/paths';
import { SiteRegistry } from '../../server/sites/site-registry';
import { stockRows } from '../../server/inventory/stock-rows';
import { seedFixtureReviews } from '../../server/reviews';
import { adPixelSettingsStore } from '../../server/ad-pixel';
import { signedInCookie } from './signed-in-cookie';
import { STATIC_NAME, writeStaticScript } from './static-script';

const overHttp = process.argv.includes('--http');
const staticScript = process.argv.includes('--static');
const withPixel = process.argv.includes('--pixel');
const signedIn = process.argv.includes('--signed-in');
const reuseRenders = !process.argv.includes('--no-reuse');
const FLAGS = new Set(['--http', '--static', '--pixel', '--signed-in', '--no-reuse']);
const args = process.argv.slice(2).filter((arg) => !FLAGS.has(arg));
const [path, countText = '2000', out] = staticScript
  ? [`/assets/${STATIC_NAME}`, ...args]
  : [args[0] ?? '/shop/canvas-field-jacket', ...args.slice(1)];
const dist = staticScript ? await writeStaticScript() : FIXTURES_DIR;
const count = Number(countText);
// An in-memory PGlite, or the PostgreSQL server DATABASE_URL names (as server.bench.ts).
const db = await openDatabase({ dataDir: process.env.DATABASE_URL ? undefined : 'memory://' });
const sites = await SiteRegistry.load({ fixturesDir: FIXTURES_DIR, templatesDir: TEMPLATES_DIR });
for (const site of sites.all()) await seedStock(db, site.id, stockRows(site));
for (const site of sites.all()) await seedFixtureReviews(db, site);
const pageCacheMs = Number(process.env.PAGE_CACHE_MS ?? 0);
const silent = { info() {}, warn() {}, error() {} };
const app = createApp({ sites, db, secret: 'bench', distAssetsDir: dist, log: silent, pageCacheMs, reuseRenders });
const HEADERS: Record<string, string> = { Host: 'demo.localhost', 'Accept-Encoding': 'gzip, br' };
if (withPixel) await adPixelSettingsStore(db).save('demo', { pixelId: '123456789012345' });
if (signedIn) HEADERS.Cookie = await signedInCookie(db, 'demo');
const server = overHttp
  ? await new Promise<ReturnType<typeof serve>>((resolve) => {
      const s = serve({ fetch: app.fetch, port: 0 }, () => resolve(s));
    })
  : undefined;
const base = server ? `http://127.0.0.1:${(server.address() as AddressInfo).port}` : 'http://demo.localhost';
const request = async () =>
  (
    await (server
      ? fetch(base + path, { headers: HEADERS })
      : app.fetch(new Request(base + path, { headers: HEADERS })))
  ).arrayBuffer();
for (let i = 0; i < 200; i++) await request();
const session = new Session();
if (out) {
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
}
const started = performance.now();
const cpuStarted = process.cpuUsage();
if (server) await autocannon(base + path, count);
else for (let i = 0; i < count; i++) await request();
const cpu = process.cpuUsage(cpuStarted);
// CPU per request is steadier than requests/s on a shared machine.
console.log(
  `${path}${overHttp ? ' over HTTP' : ''}: ${((count * 1000) / (performance.now() - started)).toFixed(0)} requests/s, ${((cpu.user + cpu.system) / count).toFixed(0)} µs CPU/request, page cache ${pageCacheMs} ms${withPixel ? ', ad pixel' : ''}${signedIn ? ', signed in' : ''}`,
);
if (out) {
  const { profile } = await session.post('Profiler.stop');
  await writeFile(out, JSON.stringify(profile));
  printTopSelf(profile);
}
server?.close();
await db.close();
if (staticScript) await rm(dist, { recursive: true, force: true });

/** `amount` requests from autocannon in a child process, 10 connections, as server.bench.ts sends them. */
function autocannon(url: string, amount: number): Promise<void> {
  const bin = join(ROOT_DIR, 'node_modules/.bin/autocannon');
  const headers = Object.entries(HEADERS).flatMap(([name, value]) => ['-H', `${name}=${value}`]);
  const child = spawn(bin, ['-c', '10', '-a', String(amount), ...headers, url], { stdio: 'ignore' });
  return new Promise((resolve, reject) =>
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`autocannon exited with ${code}`)))),
  );
}

/** The ten functions with the most self time, as a share of the profile. */
function printTopSelf(profile: {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  samples?: number[];
  timeDeltas?: number[];
}): void {
  const byNode = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<string, number>();
  let total = 0;
  profile.samples?.forEach((id, i) => {
    const frame = byNode.get(id)!.callFrame;
    const where = frame.url ? `${frame.url.replace(/^.*\/(node_modules\/)?/, '')}:${frame.lineNumber + 1}` : '';
    const name = `${frame.functionName || '(anonymous)'} ${where}`.trim();
    const delta = profile.timeDeltas?.[i] ?? 0;
    self.set(name, (self.get(name) ?? 0) + delta);
    total += delta;
  });
  const top = [...self].sort((a, b) => b[1] - a[1]).slice(0, 10);
  for (const [name, us] of top) console.log(`${((us / total) * 100).toFixed(1).padStart(5)}%  ${name}`);
}
