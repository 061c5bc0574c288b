/**
 * HTTP throughput of the published-site server: the product page and the collection page
 * beside a static 40 KB response from the same server (same middleware, same asset route).
 * The server runs in this process; autocannon runs in a child process so the two do not
 * share an event loop. Targets are interleaved round by round; the summary shows the best and
 * the median round, and the median of the rounds' product/static ratios.
 *
 *   npx tsx bench/http/server.bench.ts [--duration 10] [--rounds 1] [--no-cache] [--gzip]
 */
import './production-env';
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from '../../server/app';
import { openDatabase } from '../../server/db';
import { seedStock } from '../../server/db/stock';
import { FIXTURES_DIR, ROOT_DIR, TEMPLATES_DIR } from '../../server/paths';
import { SiteRegistry } from '../../server/sites/site-registry';
import { stockRows } from '../../server/sites/stock-rows';

const STATIC_NAME = 'bench-40k-STATIC40.txt';
const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? fallback : Number(process.argv[at + 1]);
};
const duration = arg('duration', 10);
const rounds = arg('rounds', 1);
// Browsers ask for compressed responses; autocannon asks for nothing unless told.
const gzip = process.argv.includes('--gzip');
const headers = ['-H', 'Host=demo.localhost', ...(gzip ? ['-H', 'Accept-Encoding=gzip, deflate, br'] : [])];

interface Figures {
  requests: number;
  p99: number;
  errors: number;
}

function autocannon(url: string): Promise<Figures> {
  const bin = join(ROOT_DIR, 'node_modules/.bin/autocannon');
  const child = spawn(bin, ['-c', '10', '-d', String(duration), '-j', ...headers, url], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (chunk) => (out += chunk));
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited with ${code}`));
      const result = JSON.parse(out.trim().split('\n').pop()!);
      resolve({ requests: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx });
    });
  });
}

const dist = await mkdtemp(join(tmpdir(), 'bench-dist-'));
await writeFile(join(dist, STATIC_NAME), 'x'.repeat(40 * 1024));
const db = await openDatabase({ dataDir: process.env.DATABASE_URL ? undefined : 'memory://' });
const sites = await SiteRegistry.load({ fixturesDir: FIXTURES_DIR, templatesDir: TEMPLATES_DIR });
for (const site of sites.all()) await seedStock(db, site.id, stockRows(site));
const silent = { info() {}, warn() {}, error() {} };
const pageCacheMs = process.argv.includes('--no-cache') ? 0 : undefined;
const app = createApp({ sites, db, secret: 'bench', distAssetsDir: dist, log: silent, pageCacheMs });
const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
  const s = serve({ fetch: app.fetch, port: 0 }, () => resolve(s));
});
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const targets = {
  product: `${base}/shop/canvas-field-jacket`,
  collection: `${base}/shop`,
  static: `${base}/assets/${STATIC_NAME}`,
};
// JIT warm-up, so the first round measures the same code as the others.
for (const url of Object.values(targets))
  for (let i = 0; i < 200; i++) await fetch(url, { headers: { Host: 'demo.localhost' } }).then((r) => r.arrayBuffer());
const runs: Record<string, Figures[]> = {};
const roundRatios: number[] = [];
for (let round = 1; round <= rounds; round++) {
  for (const [name, url] of Object.entries(targets)) {
    const figures = await autocannon(url);
    console.log(
      `round ${round} ${name.padEnd(10)} ${figures.requests.toFixed(0).padStart(7)} req/s  p99 ${figures.p99} ms  errors ${figures.errors}`,
    );
    (runs[name] ??= []).push(figures);
  }
  roundRatios.push(runs.product[round - 1].requests / runs.static[round - 1].requests);
}
// The machine is shared, so one round can be unlucky: the best round shows what the server can
// do, the median of the rounds (and of the per-round ratios) what it did typically.
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
const settings = `10 connections, page cache ${pageCacheMs === 0 ? 'off' : 'on'}${gzip ? ', gzip asked' : ''}, NODE_ENV=${process.env.NODE_ENV}`;
console.log(`\nbest round / median round (${settings}):`);
for (const [name, list] of Object.entries(runs)) {
  const best = list.reduce((a, b) => (b.requests > a.requests ? b : a));
  console.log(
    `${name.padEnd(10)} ${best.requests.toFixed(0).padStart(7)} req/s  p99 ${best.p99} ms   |  ${median(
      list.map((f) => f.requests),
    )
      .toFixed(0)
      .padStart(7)} req/s  p99 ${median(list.map((f) => f.p99))} ms`,
  );
}
const ratio = median(roundRatios);
console.log(
  `\nproduct page / static 40 KB (median of rounds): ${ratio.toFixed(2)} (target ≥ 0.50) ${ratio >= 0.5 ? 'met' : 'NOT met'}`,
);

server.close();
await db.close();
await rm(dist, { recursive: true, force: true });
