/**
 * Ingest under load on the PostgreSQL server: RecordHit calls per second and p99 at 50
 * connections, and the product page's requests per second alone and while the same hit load
 * runs beside it (the ratio says how much a tracking burst slows page rendering). The server
 * runs here with the default batched ingest queue; autocannon runs in child processes.
 *
 *   npx tsx bench/ingest/ingest.bench.ts [--duration 10] [--connections 50] [--page-connections 10] [--steady-rate 200]
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { openDatabase } from '../../server/db';
import { openCommerceApp } from '../../test/integration/commerce/commerce-app';
import type { AddressInfo } from 'node:net';
import { runCannon, writeVisitors } from './run-cannon';
import type { CannonFigures } from './run-cannon';

const arg = (name: string, fallback: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? fallback : process.argv[at + 1]!;
};
const duration = arg('duration', '10');
const connections = arg('connections', '50');
const pageConnections = arg('page-connections', '10');
/** The steady hit rate of the last run: a busy store's traffic rather than a flood. */
const steadyRate = arg('steady-rate', '200');
const PG_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
/** Enough visitors that none comes near the tracking rate limit (60 at once, 10 per second). */
const VISITORS = 5000;
// Visitors come from many addresses; each one's is its X-Forwarded-For, as behind our proxy.
process.env.TRUST_PROXY = '1';

type Figures = CannonFigures;

const cannon = (url: string, mode: 'hit' | 'page', file: string, conns: string, rate = '') =>
  runCannon({ url, mode, visitorsFile: file, connections: conns, seconds: duration, rate });

const line = (name: string, f: Figures, unit: string) =>
  `${name.padEnd(30)} ${f.requests.toFixed(0).padStart(6)} ${unit}/s  p99 ${String(f.p99).padStart(4)} ms  non-2xx ${f.non2xx}  errors ${f.errors}`;

const db = await openDatabase({ url: PG_URL });
const shop = await openCommerceApp(db, { pageCacheMs: 0 });
const dir = await mkdtemp(join(tmpdir(), 'bench-ingest-'));
const file = join(dir, 'visitors.json');
await writeVisitors(file, VISITORS);
const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
  const s = serve({ fetch: shop.app.fetch, port: 0 }, () => resolve(s));
});
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const count = async () =>
  Number(
    (
      await db.query<{ n: number }>('select count(*)::int as n from tracking_hits where website_id = $1', [shop.shopId])
    )[0]!.n,
  );

console.log(
  `ingest on PostgreSQL, ${duration} s per run; RecordHit at ${connections} connections, product page (${'/shop/lamp'}, page cache off) at ${pageConnections}`,
);
const hits = await cannon(url, 'hit', file, connections);
console.log(line('RecordHit alone', hits, 'hits'));
await new Promise((r) => setTimeout(r, 1000));
const stored = await count();
console.log(`${'hits stored after the run'.padEnd(30)} ${stored}`);
const pageAlone = await cannon(url, 'page', file, pageConnections);
console.log(line('product page alone', pageAlone, 'req'));
const [pageBeside, hitsBeside] = await Promise.all([
  cannon(url, 'page', file, pageConnections),
  cannon(url, 'hit', file, connections),
]);
console.log(line('product page beside ingest', pageBeside, 'req'));
console.log(line('RecordHit beside the page', hitsBeside, 'hits'));
console.log(`${'page req/s beside / alone'.padEnd(30)} ${(pageBeside.requests / pageAlone.requests).toFixed(2)}`);
const [pageSteady, hitsSteady] = await Promise.all([
  cannon(url, 'page', file, pageConnections),
  cannon(url, 'hit', file, connections, steadyRate),
]);
console.log(line(`product page beside ${steadyRate} hits/s`, pageSteady, 'req'));
console.log(line(`RecordHit held at ${steadyRate}/s`, hitsSteady, 'hits'));
console.log(`${'page req/s beside / alone'.padEnd(30)} ${(pageSteady.requests / pageAlone.requests).toFixed(2)}`);

server.close();
await shop.close();
await db.query('delete from tracking_hits where website_id = $1', [shop.shopId]);
await db.close();
await rm(dir, { recursive: true, force: true });
