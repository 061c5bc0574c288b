import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Unit and integration tests. End-to-end tests (test/e2e, real Chromium) run through
// vitest.e2e.config.ts so that `npm test` can run them after the fast suites.
//
// Worker threads start faster than forked processes, and vitest's default of one worker
// less than the cores leaves a two-core machine running one file at a time; most files wait
// on the embedded database or a local server as much as on the CPU, so two at a time finish
// sooner (measured on islands, domain and engine: 555 s with one fork, 312 s with two threads).
// Each file still gets its own module graph (isolation stays on: files share no state).
export default defineConfig({
  test: {
    // Tracking calls are never shed for the machine's load: tests expect the hits they send stored.
    env: { TRACKING_SHED_LAG_MS: '0' },
    include: ['{engine,domain,islands,storefront,admin,server,scripts,test}/**/*.test.{ts,tsx}'],
    // A `.pg.test.ts` file is about the PostgreSQL server itself (its connections cut, its
    // timeouts): it runs only when DATABASE_URL names one, as the PostgreSQL step of npm test does.
    exclude: ['test/e2e/**', 'node_modules/**', ...(process.env.DATABASE_URL ? [] : ['**/*.pg.test.ts'])],
    pool: 'threads',
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
