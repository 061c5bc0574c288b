import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

describe('database-suites.mjs (the files test-all.sh runs on the PostgreSQL server)', () => {
  const listed = execFileSync('node', ['scripts/database-suites.mjs', 'server', 'test/integration'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
    .trim()
    .split('\n');

  it('lists the shared suites, the files on the integration test app and those that read DATABASE_URL', () => {
    expect(listed).toEqual(
      expect.arrayContaining([
        'server/db/store.case.test.ts', // testDatabases()
        'server/buckets/bucket-store.case.test.ts', // testStores()
        'test/integration/commerce/checkout.test.ts', // createTestApp()
        'test/integration/cluster/cluster.test.ts', // process.env.DATABASE_URL
      ]),
    );
  });

  it('leaves out files that never use the server: no database, or a PGlite of their own', () => {
    expect(listed).not.toContain('server/assets/send-static.test.ts');
    expect(listed).not.toContain('server/render/stock-reader.test.ts');
    expect(listed.every((file) => /^(server|test\/integration)\/.+\.test\.tsx?$/.test(file))).toBe(true);
  });
});
