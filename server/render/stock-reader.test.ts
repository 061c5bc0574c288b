import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestPglite } from '../db/pglite-snapshot';
import { seedStock } from '../inventory/stock-store';
import { stockReader } from './stock-reader';
import type { Database, Sql } from '../db';

/** The database with a count of the statements sent through it. */
function counted(db: Database) {
  const counter = {
    selects: 0,
    get watchedWriteMark() {
      return db.watchedWriteMark;
    },
    query: ((text, params) => {
      counter.selects++;
      return db.query(text, params);
    }) as Sql['query'],
  };
  return counter;
}

const qty = (stock: Map<string, { sku: string; qtyInStock: number }[]>, id: string) =>
  stock.get(id)?.map((row) => `${row.sku}:${row.qtyInStock}`);

describe('stockReader on the embedded database', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestPglite();
    await seedStock(db, 'a', [
      { itemId: 'p1', sku: 'S', unlimited: false, qtyInStock: 5 },
      { itemId: 'p2', sku: 'T', unlimited: false, qtyInStock: 1 },
    ]);
    await seedStock(db, 'b', [{ itemId: 'p1', sku: 'X', unlimited: true, qtyInStock: 0 }]);
  });
  afterAll(async () => {
    await db?.close();
  });

  it('asks the database once, then answers from what it read until something writes', async () => {
    const sql = counted(db);
    const read = stockReader(sql);
    expect(qty(await read('a', ['p1', 'p2']), 'p1')).toEqual(['S:5']);
    expect(qty(await read('a', ['p1']), 'p1')).toEqual(['S:5']);
    expect(qty(await read('a', ['p2']), 'p2')).toEqual(['T:1']);
    expect(sql.selects).toBe(1);

    await db.query("update stock set qty_in_stock = 4 where website_id = 'a' and item_id = 'p1'");
    expect(qty(await read('a', ['p1']), 'p1')).toEqual(['S:4']);
    await db.transaction((tx) =>
      tx.query("update stock set qty_in_stock = 0 where website_id = 'a' and item_id = 'p1'"),
    );
    expect(qty(await read('a', ['p1']), 'p1')).toEqual(['S:0']);
    expect(sql.selects).toBe(3);
  });

  it('keeps sites apart, remembers items without rows, and reads only what it lacks', async () => {
    const sql = counted(db);
    const read = stockReader(sql);
    expect(qty(await read('b', ['p1', 'none']), 'p1')).toEqual(['X:0']);
    expect((await read('b', ['none'])).get('none')).toEqual([]);
    expect(sql.selects).toBe(1);
    expect(qty(await read('a', ['p2']), 'p2')).toEqual(['T:1']);
    expect(sql.selects).toBe(2);
  });

  it('keeps nothing read while a write was running', async () => {
    const sql = counted(db);
    const read = stockReader(sql);
    const write = db.query("update stock set qty_in_stock = 3 where website_id = 'a' and item_id = 'p2'");
    expect(qty(await read('a', ['p2']), 'p2')).toEqual(['T:3']);
    await write;
    expect(qty(await read('a', ['p2']), 'p2')).toEqual(['T:3']);
    expect(sql.selects).toBe(2);
  });

  it('asks every time when other processes may write (a database server)', async () => {
    const sql = { query: db.query };
    let selects = 0;
    const read = stockReader({ query: (text, params) => (selects++, sql.query(text, params)) });
    await read('a', ['p1']);
    await read('a', ['p1']);
    expect(selects).toBe(2);
  });
});
