import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestPglite } from './pglite-snapshot';
import { ReadsUntilWrite } from './reads-until-write';
import type { Database } from './index';

describe('ReadsUntilWrite', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestPglite();
    await db.exec('create table notes (id text primary key, body text)');
    await db.query("insert into notes values ('a', 'first')");
  });
  afterAll(async () => {
    await db?.close();
  });

  const body = async () => (await db.query<{ body: string }>("select body from notes where id = 'a'"))[0]!.body;

  it('reads once per key until something writes, then reads again', async () => {
    const reads = new ReadsUntilWrite<string>(db);
    let asked = 0;
    const read = () => reads.read('a', () => (asked++, body()));
    expect(await read()).toBe('first');
    expect(await read()).toBe('first');
    expect(asked).toBe(1);
    await db.query("update notes set body = 'second' where id = 'a'");
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
      await db.query("update notes set body = 'third' where id = 'a'");
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

    await db.query("update notes set body = 'fourth' where id = 'a'");
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
    await db.query("update notes set body = 'fifth' where id = 'a'");
    const after = reads.read('gated', () => (asked++, body()));
    release();
    expect(await before).toBe('fourth');
    expect(await after).toBe('fifth');
    expect(asked).toBe(3);
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
