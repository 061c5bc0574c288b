/**
 * Add-to-cart calls per second and p99 latency at 20 connections, on the embedded PGlite and
 * on the PostgreSQL server. Each add runs the whole path: crumb, rate limit, validation, one
 * transaction locking the cart, stock read, entry upsert, totals and the answer.
 * The server runs here; autocannon runs in a child process (cannon.ts).
 *
 *   npx tsx bench/cart/add-to-cart.bench.ts [--duration 10] [--connections 20] [--only pglite|postgres]
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { openDatabase } from '../../server/db';
import { ROOT_DIR } from '../../server/paths';
import { openCommerceApp } from '../../test/integration/commerce/commerce-app';
import type { AddressInfo } from 'node:net';
import type { Database } from '../../server/db';

const arg = (name: string, fallback: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? fallback : process.argv[at + 1];
};
const duration = arg('duration', '10');
const connections = arg('connections', '20');
const only = arg('only', '');
const PG_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
/** Enough shoppers that none of them comes near the per-visitor rate limit. */
const VISITORS = 2000;
// Shoppers come from many addresses; here all of them share 127.0.0.1, whose own bucket would
// answer most adds with 429. As behind our proxy, each visitor's address is its X-Forwarded-For.
process.env.TRUST_PROXY = '1';

async function bench(name: string, db: Database): Promise<void> {
  const shop = await openCommerceApp(db);
  // An unlimited lamp: the bench measures adds, not running out of stock.
  await db.query('update stock set unlimited = true where website_id = $1 and item_id = $2', [
    shop.shopId,
    'prod-lamp',
  ]);
  const visitors = [];
  for (let i = 0; i < VISITORS; i++) {
    const visitor = shop.visitor();
    await visitor.add('prod-lamp');
    visitors.push({
      crumb: visitor.crumb,
      cookie: [...visitor.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      address: `10.0.${i >> 8}.${i & 255}`,
    });
  }
  const dir = await mkdtemp(join(tmpdir(), 'bench-cart-'));
  const file = join(dir, 'visitors.json');
  await writeFile(file, JSON.stringify(visitors));
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: shop.app.fetch, port: 0 }, () => resolve(s));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const figures = await cannon(url, file);
  console.log(
    `${name.padEnd(9)} ${figures.requests.toFixed(0).padStart(6)} adds/s  p99 ${figures.p99} ms  non-2xx ${figures.non2xx}  errors ${figures.errors}`,
  );
  server.close();
  await shop.close();
  await rm(dir, { recursive: true, force: true });
}

function cannon(url: string, file: string): Promise<{ requests: number; p99: number; non2xx: number; errors: number }> {
  const child = spawn(
    join(ROOT_DIR, 'node_modules/.bin/tsx'),
    [join(import.meta.dirname, 'cannon.ts'), url, file, connections, duration],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let out = '';
  child.stdout.on('data', (chunk) => (out += chunk));
  return new Promise((resolve, reject) => {
    child.once('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out.trim().split('\n').pop()!)) : reject(new Error(`cannon exited with ${code}`)),
    );
  });
}

console.log(`add to cart, ${connections} connections, ${duration} s, ${VISITORS} visitors`);
if (only !== 'postgres') {
  const db = await openDatabase({ url: '', dataDir: 'memory://' });
  await bench('pglite', db);
  await db.close();
}
if (only !== 'pglite') {
  const db = await openDatabase({ url: PG_URL }).catch((error: Error) => {
    console.log(`postgres  not reachable at ${PG_URL}: ${error.message}`);
    return undefined;
  });
  if (db) {
    await bench('postgres', db);
    await db.close();
  }
}
