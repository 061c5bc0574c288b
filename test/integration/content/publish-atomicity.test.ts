/**
 * Issue 23: publishing is atomic per site. While one connection publishes forty drafts of a
 * site, readers of the published site (as the registry reads it, one statement:
 * `ContentStore.published`) on connections of their own see all forty or none, never part of
 * them; a second publish racing the first publishes nothing twice. On PGlite (one process,
 * one connection) the reads queue behind the publish, which must hold all the same.
 */
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentStore, importSiteFolder } from '../../../server/content';
import { freshSiteId, testDatabases } from '../../../server/db/test-databases';
import type { Database } from '../../../server/db';

const SHOP = join(import.meta.dirname, '..', 'commerce', 'fixtures', 'sites', 'shop');
const COUNT = 40;

describe.each(testDatabases())('atomic publish on $name', (database) => {
  const siteId = freshSiteId('atomic');
  const dbs: Database[] = [];
  let dir: string;
  beforeAll(async () => {
    dbs.push(await database.open());
    // Readers with connections of their own on a server; PGlite has one.
    for (let i = 0; i < 2; i++) dbs.push(database.name === 'postgres' ? await database.open() : dbs[0]!);
    dir = await mkdtemp(join(tmpdir(), 'atomic-'));
    await cp(SHOP, join(dir, siteId), { recursive: true });
    await importSiteFolder(new ContentStore(dbs[0]!), join(dir, siteId), { siteId });
  }, 240_000);
  afterAll(async () => {
    await new ContentStore(dbs[0]!).deleteSite(siteId);
    for (const db of new Set(dbs)) await db.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('shows readers every draft of a publish or none of them', async () => {
    const writer = new ContentStore(dbs[0]!);
    const keys = Array.from({ length: COUNT }, (_, i) => `shop/prod-batch-${i}`);
    await writer.save(
      siteId,
      'owner:1',
      keys.map((key, i) => ({
        kind: 'item' as const,
        key,
        body: { id: key.slice(5), urlId: `batch-${i}`, title: `Batch ${i}`, recordType: 11 },
        change: 'create',
      })),
    );
    const seen = (documents: { kind: string; key: string }[]) =>
      documents.filter((d) => d.kind === 'item' && keys.includes(d.key)).length;

    let publishing = true;
    const counts: number[] = [];
    const readers = dbs.slice(1).map(async (db) => {
      const reader = new ContentStore(db);
      // At least a few reads, and on until the publish is done.
      for (let n = 0; publishing || n < 5; n++) counts.push(seen(await reader.published(siteId)));
    });
    const results = await Promise.all([writer.publish(siteId, 'owner:1'), writer.publish(siteId, 'owner:2')]);
    publishing = false;
    await Promise.all(readers);

    expect(new Set(counts.filter((c) => c !== 0 && c !== COUNT))).toEqual(new Set());
    expect(counts.at(-1)).toBe(COUNT);
    // The racing publish waited for the first and found nothing left to publish.
    expect(results.map((r) => r.published).sort((a, b) => a - b)).toEqual([0, COUNT]);
    expect(seen(await writer.published(siteId))).toBe(COUNT);
  });
});
