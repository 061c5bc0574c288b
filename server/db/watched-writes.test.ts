import { describe, expect, it } from 'vitest';
import { WATCHED_TABLES, WatchedWriteMark, mayWriteWatched } from './watched-writes';

describe('mayWriteWatched', () => {
  it('takes a statement that is no plain read and names a watched table', () => {
    for (const table of WATCHED_TABLES) expect([table, mayWriteWatched(`delete from ${table}`)]).toEqual([table, true]);
    expect(mayWriteWatched('UPDATE public.Stock SET qty_in_stock = 1')).toBe(true);
    expect(mayWriteWatched('with sold as (update stock set qty_in_stock = 0 returning 1) select * from sold')).toBe(
      true,
    );
    expect(mayWriteWatched('insert into "likes" (website_id) values ($1)')).toBe(true);
  });

  it('leaves out reads and writes of other tables, whose names merely contain a watched one', () => {
    expect(mayWriteWatched('select * from stock for update')).toBe(false);
    expect(mayWriteWatched('update restock_notices set sent_at = now()')).toBe(false);
    expect(mayWriteWatched('insert into events (name, qty_in_stock) values ($1, $2)')).toBe(false);
    expect(mayWriteWatched('delete from rate_buckets where key = $1')).toBe(false);
  });
});

describe('WatchedWriteMark', () => {
  it('is NaN while a watched write runs and moves when it ends; other statements leave it alone', async () => {
    const mark = new WatchedWriteMark();
    const before = mark.value;
    await mark.statement('delete from rate_buckets', async () => expect(mark.value).toBe(before));
    expect(mark.value).toBe(before);
    await mark.statement('delete from stock', async () => expect(mark.value).toBeNaN());
    expect(mark.value).not.toBe(before);
  });

  it('in a transaction, is NaN from its first watched write until it ends, even when it fails', async () => {
    const mark = new WatchedWriteMark();
    const before = mark.value;
    const failed = mark.transaction(async (sent) => {
      sent('update carts set updated_at = now()');
      expect(mark.value).toBe(before);
      sent('update stock set qty_in_stock = 0');
      expect(mark.value).toBeNaN();
      sent('update stock set qty_in_stock = 1');
      throw new Error('rolled back');
    });
    await expect(failed).rejects.toThrow('rolled back');
    expect(Number.isFinite(mark.value)).toBe(true);
    expect(mark.value).not.toBe(before);
  });

  it('ignores a statement sent after its transaction ended, which must not hold the mark at NaN', async () => {
    const mark = new WatchedWriteMark();
    let late = (_text: string) => {};
    await mark.transaction(async (sent) => {
      late = sent;
    });
    late('update stock set qty_in_stock = 0');
    expect(Number.isFinite(mark.value)).toBe(true);
  });
});
