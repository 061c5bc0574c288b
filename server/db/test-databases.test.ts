import { afterEach, describe, expect, it, vi } from 'vitest';
import { testStores } from '../buckets/test-stores';
import { testDatabases } from './test-databases';

// scripts/test-all.sh runs the shared suites once without DATABASE_URL and once with it; each
// run takes one side, so the server step does not repeat the embedded one.
describe('the databases and bucket stores a shared suite runs on', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('are the embedded ones without DATABASE_URL', async () => {
    vi.stubEnv('DATABASE_URL', '');
    expect(testDatabases().map((d) => d.name)).toEqual(['pglite']);
    const stores = (await testStores()).map((s) => s.name);
    expect(stores[0]).toBe('memory');
    expect(stores).not.toContain('postgres');
  });

  it('are the PostgreSQL server alone with DATABASE_URL', async () => {
    vi.stubEnv('DATABASE_URL', 'postgres://nobody@127.0.0.1:1/none');
    expect(testDatabases().map((d) => d.name)).toEqual(['postgres']);
    expect((await testStores()).map((s) => s.name)).toEqual(['postgres']);
  });
});
