import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestPglite } from './pglite-snapshot';
import { ReadsUntilWrite } from './reads-until-write';
import type { Database } from './index';

describe('ReadsUntilWrite', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestPglite();
    // A watched table (watched-writes.ts), and one that is not.
    await db.query("insert into ad_pixel_settings (website_id, pixel_id) values ('a', 'first')");
    await db.exec('create table notes (id text primary key, body text)');
  });
  afterAll(async () => {
    await db?.close();
  });

  const body = async () =>
    (await db.query<{ pixel_id: string }>("select pixel_id from ad_pixel_settings where website_id = 'a'"))[0]!
      .pixel_id;

  it('reads once per key until something writes, then reads again', async () => {
    const reads = new ReadsUntilWrite<string>(db);
    let asked = 0;
    const read = () => reads.read('a', () => (asked++, body()));
    expect(await read()).toBe('first');
    expect(await read()).toBe('first');
    expect(asked).toBe(1);
    await db.query("update ad_pixel_settings set pixel_id = 'second' where website_id = 'a'");
    expect(await read()).toBe('second');
    expect(asked).toBe(2);
    expect(await reads.read('b', async () => 'other key')).toBe('other key');
  });

  it('does not keep a value read while a write ran', async () => {
    const reads = new ReadsUntilWrite<string>(db);
    let asked = 0;
    const first = reads.read('a', async () => {
      asked++;
      const value = await body();
      // A write lands between the read and its keeping: what was read may be stale.
      await db.query("update ad_pixel_settings set pixel_id = 'third' where website_id = 'a'");
      return value;
    });
    expect(await first).toBe('second');
    expect(await reads.read('a', () => (asked++, body()))).toBe('third');
    expect(asked).toBe(2);
  });

  it('shares one read among renders that miss the same key at once, and none across a write', async () => {
    const reads = new ReadsUntilWrite<string>(db);
    let asked = 0;
    const read = () => reads.read('shared', () => (asked++, body()));
    expect(await Promise.all([read(), read(), read()])).toEqual(['third', 'third', 'third']);
    expect(asked).toBe(1);

    await db.query("update ad_pixel_settings set pixel_id = 'fourth' where website_id = 'a'");
    // The first read starts before the write and ends after it: the second, asked once the
    // write is done, must not be given what the first read.
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const before = reads.read('gated', async () => {
      asked++;
      const value = await body();
      await gate;
      return value;
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    await db.query("update ad_pixel_settings set pixel_id = 'fifth' where website_id = 'a'");
    const after = reads.read('gated', () => (asked++, body()));
    release();
    expect(await before).toBe('fourth');
    expect(await after).toBe('fifth');
    expect(asked).toBe(3);
  });

  it('keeps what it read across writes to tables it does not watch, alone or in a transaction', async () => {
    const reads = new ReadsUntilWrite<string>(db);
    let asked = 0;
    const read = () => reads.read('a', () => (asked++, body()));
    const value = await read();
    await db.query("insert into notes values ('n1', 'x')");
    await db.transaction(async (tx) => {
      await tx.query("update notes set body = 'y' where id = 'n1'");
      // Read in a transaction: as any read, it leaves what is kept alone.
      await tx.query('select pixel_id from ad_pixel_settings');
    });
    expect(await read()).toBe(value);
    expect(asked).toBe(1);
    // A transaction that writes a watched table drops it, even when it writes others first.
    await db.transaction(async (tx) => {
      await tx.query("update notes set body = 'z' where id = 'n1'");
      await tx.query("update ad_pixel_settings set pixel_id = 'sixth' where website_id = 'a'");
    });
    expect(await read()).toBe('sixth');
    expect(asked).toBe(2);
  });

  it('keeps no more than maxKept values: past them, all go and are read again', async () => {
    const reads = new ReadsUntilWrite<string>(db, { maxKept: 2 });
    let asked = 0;
    const read = (key: string) => reads.read(key, async () => (asked++, key));
    for (const key of ['a', 'b', 'a', 'b']) await read(key);
    expect(asked).toBe(2);
    await read('c');
    for (const key of ['c', 'a', 'b']) await read(key);
    expect(asked).toBe(5);
  });

  it('keeps nothing on a database without a write mark (a PostgreSQL server)', async () => {
    const server = { query: db.query.bind(db) };
    const reads = new ReadsUntilWrite<string>(server);
    let asked = 0;
    for (let i = 0; i < 3; i++) await reads.read('a', () => (asked++, body()));
    expect(reads.keeps).toBe(false);
    expect(asked).toBe(3);
  });
});
