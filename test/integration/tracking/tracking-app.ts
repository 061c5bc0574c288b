/**
 * The commerce test shops with a tracking queue the tests can flush, so a test reads what a
 * call stored without waiting for the batch timer.
 */
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freshSiteId } from '../../../server/db/test-databases';
import { IngestQueue } from '../../../server/tracking';
import { Visitor } from '../commerce/commerce-app';
import { createTestApp, type TestApp } from '../test-app';
import type { Database } from '../../../server/db';

const FIXTURES = join(import.meta.dirname, '..', 'commerce', 'fixtures', 'sites');
const TEMPLATES = join(import.meta.dirname, '..', 'fixtures', 'templates');

export interface TrackingApp {
  app: TestApp['app'];
  db: Database;
  ingest: IngestQueue;
  shopId: string;
  otherId: string;
  visitor(host?: string): Visitor;
  /** Row counts of the three tracking tables for the shop. */
  counts(): Promise<{ hits: number; events: number; performance: number }>;
  close(): Promise<void>;
}

export async function openTrackingApp(db: Database): Promise<TrackingApp> {
  const dir = await mkdtemp(join(tmpdir(), 'tracking-sites-'));
  const [shopId, otherId] = [freshSiteId('shop'), freshSiteId('other')];
  await cp(join(FIXTURES, 'shop'), join(dir, shopId), { recursive: true });
  await cp(join(FIXTURES, 'other'), join(dir, otherId), { recursive: true });
  const ingest = new IngestQueue(db, { flushMs: 60_000 });
  const { app, close } = await createTestApp({ fixturesDir: dir, templatesDir: TEMPLATES, db, ingest });
  const count = async (table: string) => {
    await ingest.flush();
    return Number(
      (await db.query<{ n: number }>(`select count(*)::int as n from ${table} where website_id = $1`, [shopId]))[0]!.n,
    );
  };
  return {
    app,
    db,
    ingest,
    shopId,
    otherId,
    visitor: (host = 'shop.localhost') => new Visitor(app, host),
    counts: async () => ({
      hits: await count('tracking_hits'),
      events: await count('tracking_events'),
      performance: await count('performance_records'),
    }),
    async close() {
      await close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
