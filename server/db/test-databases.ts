/**
 * The databases a shared suite runs on: a throwaway PGlite always, and the PostgreSQL
 * server too when DATABASE_URL is set. Tests on the server use fresh site ids, so runs
 * never see each other's rows.
 */
import { randomUUID } from 'node:crypto';
import { openDatabase } from './index';
import type { Database } from './driver';

export interface TestDatabase {
  name: string;
  open(): Promise<Database>;
}

export function testDatabases(): TestDatabase[] {
  const list: TestDatabase[] = [{ name: 'pglite', open: () => openDatabase({ url: '', dataDir: 'memory://' }) }];
  const url = process.env.DATABASE_URL;
  if (url) list.push({ name: 'postgres', open: () => openDatabase({ url }) });
  return list;
}

/** A site id no other test run uses. */
export function freshSiteId(prefix = 'test'): string {
  return `${prefix}-${randomUUID()}`;
}
