import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearManifestCache, readManifest } from '../islands';
import { testDatabases } from './db/test-databases';
import { consoleLogger } from './logger';
import { renderEnv } from './render-env';
import type { Database } from './db';

describe.each(testDatabases())('renderEnv on $name', ({ open }) => {
  let db: Database;
  beforeAll(async () => {
    db = await open();
  });
  afterAll(async () => {
    await db?.close();
  });

  it('gives every request the same environment while nothing in it changed', () => {
    const first = renderEnv({ db, dev: false, log: consoleLogger });
    expect(renderEnv({ db, dev: false, log: consoleLogger })).toBe(first);
    expect(first.stock).toBeDefined();
    expect(first.inventorySettings).toBeTypeOf('function');
    expect(first.bundle).toBe(readManifest());
  });

  it('makes a new one for dev, another log or a manifest read again after a rebuild', () => {
    const first = renderEnv({ db, dev: false, log: consoleLogger });
    const dev = renderEnv({ db, dev: true, log: consoleLogger });
    expect(dev).not.toBe(first);
    expect(dev.dev).toBe(true);
    const log = { ...consoleLogger };
    expect(renderEnv({ db, dev: true, log }).log).toBe(log);
    clearManifestCache();
    const rebuilt = renderEnv({ db, dev: true, log });
    expect(rebuilt.bundle).toBe(readManifest());
    // The readers (what they keep) are shared by every environment of the database.
    expect(rebuilt.stock).toBe(first.stock);
  });

  it('without a database has no readers and is made per call', () => {
    const env = renderEnv({ dev: false, log: consoleLogger });
    expect(env.stock).toBeUndefined();
    expect(env.inventorySettings).toBeUndefined();
    expect(env.dev).toBe(false);
  });
});
