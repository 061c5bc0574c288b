import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestPglite } from './pglite-snapshot';
import { SiteSettingStore } from './site-setting-store';
import { countedSelects } from './write-watch-testing';
import type { Database } from './index';

describe('SiteSettingStore', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestPglite();
  });
  afterAll(async () => {
    await db?.close();
  });

  /** The ad pixel table's store over `db`, with a count of the selects sent. */
  const pixelStore = () => {
    const sql = countedSelects(db);
    const store = new SiteSettingStore<string>(
      sql,
      {
        select: 'select pixel_id from ad_pixel_settings where website_id = $1',
        upsert: `insert into ad_pixel_settings (website_id, pixel_id) values ($1, $2)
                 on conflict (website_id) do update set pixel_id = excluded.pixel_id`,
      },
      (row) => (typeof row.pixel_id === 'string' ? row.pixel_id : null),
      (value) => [value],
    );
    return { store, sql };
  };

  it('reads a site once, what it never saved too, until its table is written', async () => {
    const { store, sql } = pixelStore();
    expect(await store.saved('site-a')).toBeNull();
    expect(await store.saved('site-a')).toBeNull();
    expect(sql.selects).toBe(1);
    await db.query("insert into ad_pixel_settings (website_id, pixel_id) values ('site-a', 'one')");
    expect(await store.saved('site-a')).toBe('one');
    expect(await store.saved('site-a')).toBe('one');
    expect(sql.selects).toBe(2);
  });

  it('shows its own save at once', async () => {
    const { store } = pixelStore();
    expect(await store.saved('site-a')).toBe('one');
    await store.save('site-a', 'two');
    expect(await store.saved('site-a')).toBe('two');
  });

  it('peeks what it last found without waiting, and reads again for the next peek after a write', async () => {
    const { store, sql } = pixelStore();
    expect(store.peek('site-b')).toBeNull();
    await db.query("insert into ad_pixel_settings (website_id, pixel_id) values ('site-b', 'three')");
    await store.saved('site-b');
    const selects = sql.selects;
    expect(store.peek('site-b')).toBe('three');
    expect(sql.selects).toBe(selects);
    await db.query("update ad_pixel_settings set pixel_id = 'four' where website_id = 'site-b'");
    // Until the read it starts ends, the last value found: a page never loses the owner's setting.
    expect(store.peek('site-b')).toBe('three');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(store.peek('site-b')).toBe('four');
    expect(sql.selects).toBe(selects + 1);
  });
});
