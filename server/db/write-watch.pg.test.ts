/**
 * The watched write mark on a PostgreSQL server (write-watch.ts): two connections to one
 * server stand for two server processes. A commit of one to a watched table moves the other's
 * mark; a lost listening connection makes the mark NaN (nothing kept) until it listens again,
 * and what was written meanwhile is read afresh. Needs DATABASE_URL.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stockReader } from '../render/stock-reader';
import { seedStock } from '../inventory/stock-store';
import { openDatabase } from './index';
import { WATCHED_CHANNEL, WATCHED_TABLES } from './write-watch';
import { countedSelects, heardAllWrites, until } from './write-watch-testing';
import type { Database, Sql } from './driver';

const DATABASE_URL = process.env.DATABASE_URL;

describe.each(DATABASE_URL ? [DATABASE_URL] : [])('the watched write mark of a PostgreSQL server', (url) => {
  const appName = `write-watch-${randomUUID().slice(0, 8)}`;
  let reader: Database;
  let writer: Database;
  let admin: Database;
  beforeAll(async () => {
    const named = new URL(url);
    named.searchParams.set('application_name', appName);
    reader = await openDatabase({ url: named.href });
    writer = await openDatabase({ url });
    admin = await openDatabase({ url });
  });
  afterAll(async () => {
    await Promise.all([reader?.close(), writer?.close(), admin?.close()]);
  });

  const counted = () => countedSelects(reader);
  const heardAll = () => heardAllWrites(reader);
  const qty = async (read: ReturnType<typeof stockReader>, site: string) =>
    (await read(site, ['p1'])).get('p1')?.map((row) => row.qtyInStock);
  const setQty = (db: Sql, site: string, n: number) =>
    db.query("update stock set qty_in_stock = $2 where website_id = $1 and item_id = 'p1'", [site, n]);

  it('is a number while listening, moved by a commit of another process to each watched table', async () => {
    expect(Number.isFinite(reader.watchedWriteMark)).toBe(true);
    for (const table of WATCHED_TABLES) {
      const before = reader.watchedWriteMark;
      // A statement that changes no row still tells: the trigger is per statement.
      await writer.query(`delete from ${table} where website_id = $1`, [`none-${randomUUID()}`]);
      await until(() => reader.watchedWriteMark !== before, `a write to ${table} heard`);
    }
  });

  it('is told nothing of a transaction rolled back, nor of a table not watched', async () => {
    const heard: string[] = [];
    const stop = await admin.listen(WATCHED_CHANNEL, (table) => heard.push(table));
    await writer
      .transaction(async (tx) => {
        await tx.query("delete from stock where website_id = 'none'");
        throw new Error('rolled back');
      })
      .catch(() => {});
    await writer.query('delete from rate_buckets where key = $1', [`none-${randomUUID()}`]);
    // A marker after them: once it is heard, theirs would have been.
    await writer.query("delete from likes where website_id = 'none'");
    await until(() => heard.length > 0, 'the marker heard');
    expect(heard).toEqual(['likes']);
    await stop();
  });

  it('keeps stock read until another process changes it, then reads it again', async () => {
    const site = `watch-${randomUUID()}`;
    await seedStock(writer, site, [{ itemId: 'p1', sku: 'S', unlimited: false, qtyInStock: 5 }]);
    await heardAll();
    const sql = counted();
    const read = stockReader(sql);
    expect(await qty(read, site)).toEqual([5]);
    expect(await qty(read, site)).toEqual([5]);
    expect(sql.selects).toBe(1);

    await setQty(writer, site, 2);
    await until(async () => (await qty(read, site))?.[0] === 2, 'the new stock read');
    await heardAll();
    await qty(read, site);
    const selects = sql.selects;
    expect(await qty(read, site)).toEqual([2]);
    expect(sql.selects).toBe(selects);
  });

  it("is left alone by this process's writes to tables not watched", async () => {
    await heardAll();
    const before = reader.watchedWriteMark;
    await reader.query('delete from rate_buckets where key = $1', [`none-${randomUUID()}`]);
    await reader.transaction((tx) => tx.query('delete from rate_buckets where key = $1', [`none-${randomUUID()}`]));
    expect(reader.watchedWriteMark).toBe(before);
  });

  it('reads its own write at once, before any notification', async () => {
    const site = `watch-${randomUUID()}`;
    await seedStock(reader, site, [{ itemId: 'p1', sku: 'S', unlimited: false, qtyInStock: 5 }]);
    const read = stockReader(reader);
    expect(await qty(read, site)).toEqual([5]);
    await setQty(reader, site, 4);
    expect(await qty(read, site)).toEqual([4]);
  });

  it('keeps nothing while its listening connection is lost, and reads afresh once it listens again', async () => {
    const site = `watch-${randomUUID()}`;
    await seedStock(writer, site, [{ itemId: 'p1', sku: 'S', unlimited: false, qtyInStock: 7 }]);
    const sql = counted();
    const read = stockReader(sql);
    expect(await qty(read, site)).toEqual([7]);
    const listener = async () =>
      (
        await admin.query<{ pid: number }>(
          `select pid from pg_stat_activity where application_name = $1 and query ilike 'listen%'`,
          [appName],
        )
      ).map((row) => row.pid);
    const [pid] = await listener();
    expect(pid).toBeDefined();
    // The listening connection is cut, and a write lands before it listens again: never heard.
    await admin.query('select pg_terminate_backend($1)', [pid]);
    await until(() => Number.isNaN(reader.watchedWriteMark), 'the lost connection noticed');
    await setQty(writer, site, 6);
    const selects = sql.selects;
    await qty(read, site);
    await qty(read, site);
    if (Number.isNaN(reader.watchedWriteMark)) expect(sql.selects).toBe(selects + 2);

    await until(() => Number.isFinite(reader.watchedWriteMark), 'listening again');
    expect((await listener())[0]).not.toBe(pid);
    expect(await qty(read, site)).toEqual([6]);
    // Heard again: a commit of the other process moves the mark as before.
    await setQty(writer, site, 1);
    await until(async () => (await qty(read, site))?.[0] === 1, 'a later write heard');
  });

  it('carries the store’s other channels through a lost connection, telling their listeners it listens again', async () => {
    const channel = `test_${randomUUID().replaceAll('-', '')}`;
    const heard: string[] = [];
    let resubscribed = 0;
    const stop = await reader.listen(
      channel,
      (payload) => heard.push(payload),
      () => resubscribed++,
    );
    await admin.query('select pg_notify($1, $2)', [channel, 'before']);
    await until(() => heard.includes('before'), 'a notification heard');
    const pids = (
      await admin.query<{ pid: number }>(
        `select pid from pg_stat_activity where application_name = $1 and query ilike 'listen%'`,
        [appName],
      )
    ).map((row) => row.pid);
    expect(pids).toHaveLength(1);
    // Cut twice: the second time as soon as it is back, so one LISTEN may fail on the way.
    await admin.query('select pg_terminate_backend($1)', [pids[0]]);
    await until(() => resubscribed === 1, 'listening again');
    const [again] = (
      await admin.query<{ pid: number }>(
        `select pid from pg_stat_activity where application_name = $1 and query ilike 'listen%'`,
        [appName],
      )
    ).map((row) => row.pid);
    await admin.query('select pg_terminate_backend($1)', [again]);
    await until(() => resubscribed === 2, 'listening again after the second cut');
    await admin.query('select pg_notify($1, $2)', [channel, 'after']);
    await until(() => heard.includes('after'), 'a notification heard after the cuts');
    await stop();
    await admin.query('select pg_notify($1, $2)', [channel, 'stopped']);
    await heardAll();
    expect(heard).toEqual(['before', 'after']);
  });

  it('refuses a channel name LISTEN would not take unquoted', async () => {
    await expect(reader.listen('x; drop table stock', () => {})).rejects.toThrow('Not a channel name');
  });
});
