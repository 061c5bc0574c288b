/**
 * `WORKERS=N npm start` for real: four processes on one port and one PostgreSQL server (and
 * Redis for the limits when one answers). The cluster suites need a PostgreSQL server
 * (DATABASE_URL, as in scripts/test-all.sh's server run); the refusal runs everywhere.
 */
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisAnswers, TEST_REDIS_URL } from '../../../server/buckets/test-stores';
import { openDatabase } from '../../../server/db';
import { printOutputOnFailure, runStart, startCluster } from './start-cluster';
import { ADDRESS, LANTERN, Visitor } from './visitor';
import type { Database } from '../../../server/db';
import type { RunningCluster } from './start-cluster';

const DATABASE_URL = process.env.DATABASE_URL;
const STARTUP_MS = 240_000;

/**
 * Spends one visitor's bucket (30 calls, 5 more a second) with 100 calls at once, which the
 * cluster spreads over its workers: a bucket per process (30 each, 120 in all) would let
 * every one through.
 */
async function burstOfOneVisitor(
  cluster: RunningCluster,
): Promise<{ visitor: Visitor; passed: number; refused: number; seconds: number }> {
  const visitor = new Visitor(cluster.origin);
  const started = Date.now();
  const answers = await Promise.all(
    Array.from({ length: 100 }, () => visitor.post(`/api/census/RecordQuickView/${LANTERN.itemId}`, {})),
  );
  const seconds = (Date.now() - started) / 1000;
  expect(answers.filter((a) => a.status >= 500)).toEqual([]);
  const refused = answers.filter((a) => a.status === 429);
  for (const answer of refused) expect(answer.body).toEqual({ error: 'Please try again in a few seconds.' });
  return { visitor, passed: answers.filter((a) => a.status < 300).length, refused: refused.length, seconds };
}

it.each([
  [
    'several processes on the embedded database',
    { WORKERS: '4', DATABASE_URL: '' },
    'WORKERS=4 needs a PostgreSQL server: set DATABASE_URL (the embedded database lives inside one process), or leave WORKERS unset.',
  ],
  [
    'a database timeout that is not a number of seconds',
    { DATABASE_TIMEOUT_SECONDS: 'soon' },
    "DATABASE_TIMEOUT_SECONDS must be a number of seconds from 1 to 3600, not 'soon'.",
  ],
])(
  'refuses %s, in one line',
  async (_, env, line) => {
    const { code, output } = await runStart(env);
    expect(code).toBe(2);
    expect(
      output
        .trim()
        .split('\n')
        .filter((text) => !text.startsWith('npm warn')),
    ).toEqual([line]);
  },
  STARTUP_MS,
);

describe.each(DATABASE_URL ? [DATABASE_URL] : [])('4 processes on the PostgreSQL server', (url) => {
  let cluster: RunningCluster;
  printOutputOnFailure(() => cluster);
  let db: Database;
  beforeAll(async () => {
    db = await openDatabase({ url });
    cluster = await startCluster(4, { DATABASE_URL: url, REDIS_URL: '', TRUST_PROXY: '1' });
  }, STARTUP_MS);
  afterAll(async () => {
    await cluster?.stop();
    await db?.close();
  });

  it('sells exactly the 5 units in stock to 50 buyers checking out at once: 5 orders, 45 refusals, no 5xx', async () => {
    await db.query(
      'update stock set qty_in_stock = 5, unlimited = false where website_id = $1 and item_id = $2 and sku = $3',
      ['demo', LANTERN.itemId, LANTERN.sku],
    );
    const email = `race-${randomUUID()}@example.com`;
    const buyers = Array.from({ length: 50 }, () => new Visitor(cluster.origin));
    for (const buyer of buyers) {
      expect(
        (
          await buyer.post('/api/commerce/shopping-cart/entries', {
            itemId: LANTERN.itemId,
            sku: null,
            quantity: 1,
            additionalFields: null,
          })
        ).status,
      ).toBe(200);
    }
    const answers = await Promise.all(
      buyers.map((buyer) =>
        buyer.post('/api/commerce/checkout', { email, shippingAddress: ADDRESS, paymentToken: 'tok_test_ok' }),
      ),
    );
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(5);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused).toHaveLength(45);
    for (const answer of refused)
      expect(answer).toMatchObject({
        status: 409,
        body: { error: 'Sorry, we do not have enough of that item available.' },
      });
    const [stock] = await db.query(
      'select qty_in_stock from stock where website_id = $1 and item_id = $2 and sku = $3',
      ['demo', LANTERN.itemId, LANTERN.sku],
    );
    expect(Number(stock!.qty_in_stock)).toBe(0);
    const [orders] = await db.query('select count(*)::int as n from orders where website_id = $1 and email = $2', [
      'demo',
      email,
    ]);
    expect(Number(orders!.n)).toBe(5);
  });

  it("holds one visitor's rate limit across the processes, in the database's buckets", async () => {
    const { visitor, passed, refused, seconds } = await burstOfOneVisitor(cluster);
    expect(refused).toBeGreaterThan(0);
    expect(passed).toBeLessThanOrEqual(30 + Math.ceil(seconds * 5));
    const rows = await db.query('select tokens from rate_buckets where key = $1', [`visitor:crumb:${visitor.crumb}`]);
    expect(rows).toHaveLength(1);
  });

  it('starts another worker when one dies, and keeps serving', async () => {
    const [victim] = cluster.workerPids;
    process.kill(victim!, 'SIGKILL');
    await cluster.waitFor(new RegExp(`Worker ${victim} was killed by SIGKILL: starting another`));
    const statuses = await Promise.all(
      Array.from({ length: 12 }, async () => (await fetch(`${cluster.origin}/`)).status),
    );
    expect(statuses.every((s) => s === 200)).toBe(true);
  });

  it('stops every worker on SIGTERM', async () => {
    const pids = cluster.workerPids.slice(1);
    expect(await cluster.stop()).toBe(0);
    for (const pid of pids) expect(() => process.kill(pid, 0)).toThrow();
    // Workers get 10 s to close before they are killed; a loaded machine adds its own delay.
  }, 90_000);
});

const redis = DATABASE_URL && (await redisAnswers()) ? [DATABASE_URL] : [];

describe.each(redis)('4 processes with Redis for the limits', (url) => {
  let cluster: RunningCluster;
  printOutputOnFailure(() => cluster);
  let client: Redis;
  beforeAll(async () => {
    client = new Redis(TEST_REDIS_URL);
    cluster = await startCluster(4, { DATABASE_URL: url, REDIS_URL: TEST_REDIS_URL, TRUST_PROXY: '1' });
  }, STARTUP_MS);
  afterAll(async () => {
    await cluster?.stop();
    await client?.quit();
  });

  it("holds one visitor's rate limit across the processes, in Redis", async () => {
    const { visitor, passed, refused, seconds } = await burstOfOneVisitor(cluster);
    expect(refused).toBeGreaterThan(0);
    expect(passed).toBeLessThanOrEqual(30 + Math.ceil(seconds * 5));
    expect(await client.exists(`bucket:visitor:crumb:${visitor.crumb}`)).toBe(1);
  });
});
