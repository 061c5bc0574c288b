/**
 * A database that drops the store's connections (a failover, a restart, an idle-connection
 * reaper) must not take the store down. Four processes serve checkouts, form posts, tracking
 * calls and pages while another connection terminates every backend the store holds, again
 * and again. No worker may exit, no answer may be a 5xx other than 503 with Retry-After, no
 * request may go unanswered, and the store answers normally soon after the cuts stop.
 * Needs a PostgreSQL server (DATABASE_URL).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../server/db';
import { printOutputOnFailure, startCluster } from './start-cluster';
import { ADDRESS, LANTERN, Visitor } from './visitor';
import type { Database } from '../../../server/db';
import type { Answer } from './visitor';
import type { RunningCluster } from './start-cluster';

const DATABASE_URL = process.env.DATABASE_URL;
const STARTUP_MS = 240_000;
/** The store's statement and idle-in-transaction timeout in this test (DATABASE_TIMEOUT_SECONDS). */
const TIMEOUT_SECONDS = 5;
/** An answer later than twice the timeout counts as a request that hung. */
const HUNG_MS = 2 * TIMEOUT_SECONDS * 1000;
const CUTTING_MS = 8000;
const CUT_EVERY_MS = 300;
const CLIENTS = 12;
/** How soon after the last cut the store must answer normally again. */
const RECOVERY_MS = 3000;

interface Tally {
  answers: number;
  served503: number;
  /** 5xx other than 503, and 503 without Retry-After. */
  failures: string[];
  hung: string[];
}

/** One step of a visitor's visit; each call is given up after HUNG_MS and counted as hung. */
async function call(
  tally: Tally,
  what: string,
  send: (signal: AbortSignal) => Promise<Answer>,
): Promise<Answer | null> {
  let answer: Answer;
  try {
    answer = await send(AbortSignal.timeout(HUNG_MS));
  } catch (error) {
    if ((error as Error).name === 'TimeoutError') tally.hung.push(what);
    else tally.failures.push(`${what}: ${String(error)}`);
    return null;
  }
  tally.answers++;
  if (answer.status === 503 && answer.headers.get('Retry-After')) tally.served503++;
  else if (answer.status >= 500) tally.failures.push(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer;
}

/** One visit: a page, a tracking call, a form post, and a checkout of one lantern. */
async function visit(origin: string, tally: Tally): Promise<void> {
  const v = new Visitor(origin);
  await call(tally, 'GET /', (signal) => v.get('/', signal));
  await call(tally, 'RecordQuickView', (signal) => v.post(`/api/census/RecordQuickView/${LANTERN.itemId}`, {}, signal));
  const key = await call(tally, 'FormSubmissionKey', (signal) => v.post('/api/form/FormSubmissionKey', {}, signal));
  await call(tally, 'SaveFormSubmission', (signal) =>
    v.post(
      '/api/form/SaveFormSubmission',
      {
        formId: 'contact',
        form: JSON.stringify({
          'field-name': ['Ada', 'Lovelace'],
          'field-email': 'ada@example.com',
          'field-topic': 'An order',
          'field-message': 'Is the lantern in stock?',
        }),
        pageId: 'col-contact',
        pageTitle: 'Contact',
        pagePath: '/contact',
        contentSource: 'c',
        pagePermissionTypeValue: '',
        key: key?.body?.data?.key ?? '',
      },
      signal,
    ),
  );
  const entry = { itemId: LANTERN.itemId, sku: null, quantity: 1, additionalFields: null };
  await call(tally, 'add to cart', (signal) => v.post('/api/commerce/shopping-cart/entries', entry, signal));
  await call(tally, 'checkout', (signal) =>
    v.post(
      '/api/commerce/checkout',
      { email: `cut-${randomUUID()}@example.com`, shippingAddress: ADDRESS, paymentToken: 'tok_test_ok' },
      signal,
    ),
  );
}

describe.each(DATABASE_URL ? [DATABASE_URL] : [])('4 processes while the database cuts their connections', (url) => {
  /** The store's connections carry this name, so the cuts reach only this test's store. */
  const appName = `store-cut-${randomUUID().slice(0, 8)}`;
  let cluster: RunningCluster;
  printOutputOnFailure(() => cluster);
  let admin: Database;
  const cut = async () =>
    Number(
      (
        await admin.query<{ n: number }>(
          'select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where application_name = $1',
          [appName],
        )
      )[0]!.n,
    );

  beforeAll(async () => {
    admin = await openDatabase({ url });
    const storeUrl = new URL(url);
    storeUrl.searchParams.set('application_name', appName);
    cluster = await startCluster(4, {
      DATABASE_URL: storeUrl.href,
      DATABASE_TIMEOUT_SECONDS: String(TIMEOUT_SECONDS),
      REDIS_URL: '',
      TRUST_PROXY: '1',
      RENEWAL_INTERVAL_SECONDS: '1',
    });
    await admin.query('update stock set unlimited = true where website_id = $1 and item_id = $2 and sku = $3', [
      'demo',
      LANTERN.itemId,
      LANTERN.sku,
    ]);
  }, STARTUP_MS);
  afterAll(async () => {
    await cluster?.stop();
    await admin?.close();
  });

  it('keeps every worker, answers 503 with Retry-After or succeeds, never hangs, and recovers', async () => {
    const tally: Tally = { answers: 0, served503: 0, failures: [], hung: [] };
    let cuts = 0;
    let killed = 0;
    const stopAt = Date.now() + CUTTING_MS;
    const cutter = (async () => {
      while (Date.now() < stopAt) {
        await new Promise((resolve) => setTimeout(resolve, CUT_EVERY_MS));
        killed += await cut();
        cuts++;
      }
    })();
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        while (Date.now() < stopAt) await visit(cluster.origin, tally);
      }),
    );
    await cutter;
    killed += await cut();

    await new Promise((resolve) => setTimeout(resolve, RECOVERY_MS));
    const after: Tally = { answers: 0, served503: 0, failures: [], hung: [] };
    const statuses = await Promise.all(
      Array.from({ length: 4 }, async () => {
        const v = new Visitor(cluster.origin);
        const entry = { itemId: LANTERN.itemId, sku: null, quantity: 1, additionalFields: null };
        const added = await call(after, 'add to cart', (s) => v.post('/api/commerce/shopping-cart/entries', entry, s));
        const paid = await call(after, 'checkout', (s) =>
          v.post(
            '/api/commerce/checkout',
            { email: 'after@example.com', shippingAddress: ADDRESS, paymentToken: 'tok_test_ok' },
            s,
          ),
        );
        const page = await call(after, 'GET /', (s) => v.get('/', s));
        return [added?.status, paid?.status, page?.status];
      }),
    );

    const exits = cluster.output().match(/Worker \d+ (exited|was killed)[^\n]*/g) ?? [];
    console.info(
      `database cut: ${cuts} cuts killed ${killed} connections; ${tally.answers} answers, ${tally.served503} of them 503`,
    );
    expect(killed).toBeGreaterThan(0);
    expect(tally.answers).toBeGreaterThan(0);
    expect(exits).toEqual([]);
    expect(tally.failures).toEqual([]);
    expect(tally.hung).toEqual([]);
    expect(statuses.flat()).toEqual(Array(12).fill(200));
    // Every path closed: the process guard (server/process-guard.ts) had nothing to catch.
    expect(cluster.output()).not.toMatch(/kept serving after|stopping after|triggerUncaughtException/);
  }, 120_000);
});
