/**
 * Issue 23 with `WORKERS=2 npm start` for real: a publish made through one process is served
 * by both within a second. Each worker reloads its sites when PostgreSQL's NOTIFY
 * `content_published` reaches it (server/content/stored-sites.ts `followPublishes`) and says
 * so in the log; page requests on fresh connections, spread over the workers, all see it.
 * A site of its own (the cart suites' shop, under a fresh id and host) keeps the demo as it is.
 * Needs a PostgreSQL server (DATABASE_URL).
 */
import { randomUUID } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentStore, importSiteFolder } from '../../../server/content';
import { openDatabase } from '../../../server/db';
import { createApiKey } from '../../../server/owner/api-keys';
import { startCluster } from './start-cluster';
import type { Database } from '../../../server/db';
import type { RunningCluster } from './start-cluster';

const DATABASE_URL = process.env.DATABASE_URL;
const STARTUP_MS = 240_000;
const SHOP = join(import.meta.dirname, '..', 'commerce', 'fixtures', 'sites', 'shop');

/** One request on a connection of its own (no keep-alive), so the cluster hands each to a worker in turn. */
function call(
  origin: string,
  host: string,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: unknown,
): Promise<{ status: number; text: string }> {
  const url = new URL(path, origin);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        hostname: url.hostname,
        port: url.port,
        path: url.pathname,
        method,
        agent: false,
        headers: {
          Host: host,
          Connection: 'close',
          ...headers,
          ...(payload === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.once('error', reject);
    req.end(payload);
  });
}

describe.each(DATABASE_URL ? [DATABASE_URL] : [])('a publish with 2 processes on the PostgreSQL server', (url) => {
  const siteId = `cluster-publish-${randomUUID().slice(0, 8)}`;
  const host = `${siteId}.localhost`;
  let dir: string;
  let db: Database;
  let store: ContentStore;
  let key: string;
  let cluster: RunningCluster;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'cluster-publish-'));
    await cp(SHOP, join(dir, siteId), { recursive: true });
    const settings = join(dir, siteId, 'site.json');
    const json = JSON.parse(await readFile(settings, 'utf8'));
    await writeFile(settings, JSON.stringify({ ...json, hosts: [host], default: false }));
    db = await openDatabase({ url });
    store = new ContentStore(db);
    await importSiteFolder(store, join(dir, siteId), { siteId });
    key = (await createApiKey(db, siteId, { name: 'cluster test', role: 'admin' })).secret;
    cluster = await startCluster(2, {
      DATABASE_URL: url,
      REDIS_URL: '',
      SCHEDULE_INTERVAL_SECONDS: '0',
      RENEWAL_INTERVAL_SECONDS: '0',
    });
  }, STARTUP_MS);
  afterAll(async () => {
    await cluster?.stop();
    // `npm start` on this database would serve the site otherwise.
    await store?.deleteSite(siteId);
    await db?.query('delete from stock where website_id = $1', [siteId]);
    await db?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('serves the new product from both processes within a second of the publish', async () => {
    const owner = { Authorization: `Bearer ${key}`, Accept: 'application/json' };
    const created = await call(cluster.origin, host, 'POST', '/api/owner/content/products', owner, {
      name: 'Signal Mirror',
      productType: 1,
      description: 'Glass.',
      variants: [{ sku: 'MIRROR', price: 1200, qtyInStock: 5, attributes: {} }],
    });
    expect(created.status, created.text).toBe(201);
    const page = () => call(cluster.origin, host, 'GET', '/shop/signal-mirror', { Accept: 'text/html' });
    // A draft: neither process serves it (requests alternate between them).
    expect((await Promise.all([page(), page(), page(), page()])).map((a) => a.status)).toEqual([404, 404, 404, 404]);

    const line = `Site '${siteId}' published: serving its new content.`;
    const reloads = () => cluster.output().split(line).length - 1;
    expect(reloads()).toBe(0);
    const published = await call(cluster.origin, host, 'POST', '/api/owner/content/publish', owner);
    expect(published.status, published.text).toBe(200);
    const answered = Date.now();
    // Each worker says it serves the publish once its sites are reloaded: both, within a second.
    await cluster.waitFor(new RegExp(`(${line.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[\\s\\S]*){2}`));
    const took = Date.now() - answered;
    expect(reloads()).toBe(2);
    expect(took).toBeLessThan(1000);
    const statuses = [];
    for (let i = 0; i < 8; i++) statuses.push((await page()).status);
    expect(statuses).toEqual(Array(8).fill(200));
    console.info(`publish served by both processes ${took} ms after its answer`);
  }, 60_000);
});
