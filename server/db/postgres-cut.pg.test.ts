/**
 * The PostgreSQL adapter when the server ends its connection (pg_terminate_backend, as a
 * failover or an idle-connection reaper would): the caller gets an error the error handler
 * answers 503, nothing escapes as an unhandled rejection or exception (vitest fails the run on
 * either), and the next statement runs on a fresh connection. Needs DATABASE_URL.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './index';
import { isDatabaseUnavailable } from './unavailable';
import type { Database, Sql } from './driver';

const DATABASE_URL = process.env.DATABASE_URL;

describe.each(DATABASE_URL ? [DATABASE_URL] : [])('a PostgreSQL connection cut by the server', (url) => {
  const appName = `adapter-cut-${randomUUID().slice(0, 8)}`;
  let db: Database;
  let admin: Database;
  beforeAll(async () => {
    const named = new URL(url);
    named.searchParams.set('application_name', appName);
    db = await openDatabase({ url: named.href, timeoutSeconds: 5 });
    admin = await openDatabase({ url });
  });
  afterAll(async () => {
    await db?.close();
    await admin?.close();
  });

  const end = (pid: number) => admin.query('select pg_terminate_backend($1)', [pid]);
  const backend = async (tx: Sql) =>
    Number((await tx.query<{ pid: number }>('select pg_backend_pid() as pid'))[0]!.pid);
  const failure = (promise: Promise<unknown>) =>
    promise.then(
      () => 'resolved',
      (error: unknown) => error,
    );

  it('fails a transaction cut between its statements, and commits nothing of it', async () => {
    const table = `cut_${randomUUID().replaceAll('-', '')}`;
    await db.query(`create table ${table} (n int)`);
    const error = await failure(
      db.transaction(async (tx) => {
        await tx.query(`insert into ${table} values (1)`);
        await end(await backend(tx));
        await new Promise((resolve) => setTimeout(resolve, 100));
        await tx.query(`insert into ${table} values (2)`);
      }),
    );
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(await db.query(`select count(*)::int as n from ${table}`)).toEqual([{ n: 0 }]);
    await db.query(`drop table ${table}`);
  });

  it('fails a transaction cut during a statement', async () => {
    const error = await failure(
      db.transaction(async (tx) => {
        const pid = await backend(tx);
        setTimeout(() => void end(pid), 200);
        await tx.query('select pg_sleep(2)');
      }),
    );
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(await db.query('select 1 as one')).toEqual([{ one: 1 }]);
  });

  it('does not commit when the work caught the lost statement and carried on', async () => {
    const table = `cut_${randomUUID().replaceAll('-', '')}`;
    await db.query(`create table ${table} (n int)`);
    const error = await failure(
      db.transaction(async (tx) => {
        await tx.query(`insert into ${table} values (1)`);
        const pid = await backend(tx);
        setTimeout(() => void end(pid), 200);
        await tx.query('select pg_sleep(2)').catch(() => {});
        await tx.query(`insert into ${table} values (2)`).catch(() => {});
      }),
    );
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(await db.query(`select count(*)::int as n from ${table}`)).toEqual([{ n: 0 }]);
    await db.query(`drop table ${table}`);
  });

  it('answers a read whose connection was cut, once more on a fresh connection', async () => {
    const marker = `read_${randomUUID().replaceAll('-', '')}`;
    setTimeout(
      () =>
        void admin.query(
          `select pg_terminate_backend(pid) from pg_stat_activity
           where application_name = $1 and query like $2 and query not like '%pg_stat_activity%'`,
          [appName, `%${marker}%`],
        ),
      300,
    );
    expect(await db.query(`select pg_sleep(1), 1 as ${marker}`)).toEqual([{ pg_sleep: '', [marker]: 1 }]);
  });

  it('ends a statement past the timeout with an error answered 503', async () => {
    const error = await failure(db.query('select pg_sleep(7)'));
    expect((error as { code?: string }).code).toBe('57014');
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('serves on after every connection of the pool was cut', async () => {
    await Promise.all(Array.from({ length: 10 }, () => db.query('select pg_sleep(0.05)')));
    await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1', [appName]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const rows = await Promise.all(Array.from({ length: 20 }, (_, n) => db.query('select $1::int as n', [n])));
    expect(rows.map((r) => r[0]!.n)).toEqual(Array.from({ length: 20 }, (_, n) => n));
  });
});
