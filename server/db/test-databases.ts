/**
 * The databases a shared suite runs on: a throwaway PGlite, or the PostgreSQL server alone
 * when DATABASE_URL is set (scripts/test-all.sh runs the suites once on each: the PGlite step
 * without the URL, the server step with it, so neither repeats the other). Tests on the
 * server use fresh site ids, so runs never see each other's rows.
 */
import { randomUUID } from 'node:crypto';
import { openDatabase } from './index';
import { openTestPglite } from './pglite-snapshot';
import type { Database } from './driver';

export interface TestDatabase {
  name: string;
  open(): Promise<Database>;
}

export function testDatabases(): TestDatabase[] {
  const url = process.env.DATABASE_URL;
  if (url) return [{ name: 'postgres', open: () => openDatabase({ url }) }];
  return [{ name: 'pglite', open: () => openTestPglite() }];
}

/** A site id no other test run uses. */
export function freshSiteId(prefix = 'test'): string {
  return `${prefix}-${randomUUID()}`;
}
