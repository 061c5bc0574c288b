/**
 * The PostgreSQL step of `npm test` (vitest.postgres.config.ts) runs two files at a time, each
 * worker on a database of its own: files on one database share its tables (rate limits are
 * per site and address there, the demo site's stock is one row), which two files at once
 * would count together. The worker databases are named after the one in DATABASE_URL
 * (`test` gives `test_w1`, `test_w2`), made empty before the run and dropped after it.
 *
 * @module
 */
import postgres from 'postgres';

/** The URL of worker `poolId`'s database: DATABASE_URL's, with the worker's name. */
export function workerDatabaseUrl(url: string, poolId: number | string): string {
  const worker = new URL(url);
  worker.pathname = `/${workerDatabaseName(url, poolId)}`;
  return worker.href;
}

export function workerDatabaseName(url: string, poolId: number | string): string {
  const name = decodeURIComponent(new URL(url).pathname.slice(1)) || 'postgres';
  return `${name}_w${poolId}`;
}

/** Drops and makes each worker's database, through the server DATABASE_URL names. */
export async function recreateWorkerDatabases(url: string, workers: number, keep = true): Promise<void> {
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  try {
    for (let poolId = 1; poolId <= workers; poolId++) {
      const name = admin(workerDatabaseName(url, poolId));
      await admin`drop database if exists ${name} with (force)`;
      if (keep) await admin`create database ${name}`;
    }
  } finally {
    await admin.end();
  }
}
