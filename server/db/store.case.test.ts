import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from './migrate';
import { getStock, getStocks, seedStock } from '../inventory/stock-store';
import { freshSiteId, testDatabases } from './test-databases';
import type { Database } from './driver';

describe.each(testDatabases())('database on $name', ({ open }) => {
  let db: Database;
  beforeAll(async () => {
    db = await open();
  });
  afterAll(async () => {
    await db?.close();
  });

  it('has applied every migration, and applying again does nothing', async () => {
    const versions = await db.query<{ version: string }>('select version from schema_migrations order by version');
    expect(versions.map((v) => v.version)).toContain('001_stock.sql');
    expect(await migrate(db)).toEqual([]);
  });

  it('seeds stock once and never overwrites what the database owns', async () => {
    const site = freshSiteId();
    const rows = [
      { itemId: 'p1', sku: 'A', unlimited: false, qtyInStock: 5 },
      { itemId: 'p1', sku: 'B', unlimited: true, qtyInStock: 0 },
    ];
    expect(await seedStock(db, site, rows)).toBe(2);
    await db.query('update stock set qty_in_stock = 2 where website_id = $1 and sku = $2', [site, 'A']);
    expect(await seedStock(db, site, rows)).toBe(0);
    expect(await getStock(db, site, 'p1')).toEqual([
      { itemId: 'p1', sku: 'A', unlimited: false, qtyInStock: 2 },
      { itemId: 'p1', sku: 'B', unlimited: true, qtyInStock: 0 },
    ]);
  });

  it('reads the stock of several items in one call', async () => {
    const site = freshSiteId();
    await seedStock(db, site, [
      { itemId: 'p1', sku: 'A', unlimited: false, qtyInStock: 1 },
      { itemId: 'p2', sku: 'B', unlimited: true, qtyInStock: 0 },
      { itemId: 'p3', sku: 'C', unlimited: false, qtyInStock: 9 },
    ]);
    const stock = await getStocks(db, site, ['p1', 'p2', 'nope']);
    expect([...stock.keys()]).toEqual(['p1', 'p2']);
    expect(stock.get('p2')).toEqual([{ itemId: 'p2', sku: 'B', unlimited: true, qtyInStock: 0 }]);
    expect((await getStocks(db, site, [])).size).toBe(0);
  });

  it('keeps sites apart', async () => {
    const [one, two] = [freshSiteId(), freshSiteId()];
    await seedStock(db, one, [{ itemId: 'p1', sku: 'A', unlimited: false, qtyInStock: 3 }]);
    expect(await getStock(db, two, 'p1')).toEqual([]);
  });

  it('rolls a failed transaction back and refuses negative stock', async () => {
    const site = freshSiteId();
    await seedStock(db, site, [{ itemId: 'p1', sku: 'A', unlimited: false, qtyInStock: 1 }]);
    await expect(
      db.transaction(async (tx) => {
        await tx.query('update stock set qty_in_stock = 0 where website_id = $1', [site]);
        await tx.query('update stock set qty_in_stock = qty_in_stock - 1 where website_id = $1', [site]);
      }),
    ).rejects.toThrow(/check/i);
    expect((await getStock(db, site, 'p1'))[0].qtyInStock).toBe(1);
  });
});
