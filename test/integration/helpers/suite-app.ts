/**
 * One app per suite on one of the test databases: the database is opened and the app built on
 * it before the suite's tests, and both are closed after them.
 */
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../../../server/db';

/**
 * The returned object is empty while the suite is collected and takes the app's fields and
 * `db` when the suite starts, so read it only inside hooks and tests.
 *
 * @example const shop = suiteApp(open, openCommerceApp); // then shop.visitor(), shop.db
 */
export function suiteApp<T extends { close?(): Promise<void> }>(
  open: () => Promise<Database>,
  build: (db: Database) => Promise<T>,
): T & { db: Database } {
  const suite = {} as T & { db: Database };
  beforeAll(async () => {
    const db = await open();
    suite.db = db;
    Object.assign(suite, await build(db));
  });
  afterAll(async () => {
    await suite.close?.();
    await suite.db?.close();
  });
  return suite;
}
