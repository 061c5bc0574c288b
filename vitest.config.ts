import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Unit and integration tests. End-to-end tests (test/e2e, real Chromium) run through
// vitest.e2e.config.ts so that `npm test` can run them after the fast suites.
//
// Worker threads start faster than forked processes, and vitest's default of one worker
// less than the cores leaves a two-core machine running one file at a time; most files wait
// on the embedded database or a local server as much as on the CPU, so two at a time finish
// sooner (measured on islands, domain and engine: 555 s with one fork, 312 s with two threads).

/** The browser side's tests: many run in happy-dom, whose document (its cookies, its body) a worker would carry from file to file. */
const BROWSER_SIDE = '{islands,admin}/**/*.test.{ts,tsx}';

export default defineConfig({
  test: {
    // Tracking calls are never shed for the machine's load: tests expect the hits they send stored.
    env: { TRACKING_SHED_LAG_MS: '0' },
    // A `.pg.test.ts` file is about the PostgreSQL server itself (its connections cut, its
    // timeouts): it runs only when DATABASE_URL names one, as the PostgreSQL step of npm test does.
    exclude: ['test/e2e/**', 'node_modules/**', ...(process.env.DATABASE_URL ? [] : ['**/*.pg.test.ts'])],
    pool: 'threads',
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      // The other files share their worker's modules (isolate off): with a module graph of its
      // own, each file spent seconds importing the server again, and the whole run took 615 s
      // against 377 s without (3,885 tests each way, 2 idle cores). So a file restores whatever
      // global it changes (timers, env, stubs), and one that mocks a module reloads its imports
      // after vi.resetModules() (server/render/page-cache.test.ts).
      {
        extends: true,
        test: {
          name: 'server side',
          include: ['{engine,domain,storefront,server,scripts,test}/**/*.test.{ts,tsx}'],
          isolate: false,
        },
      },
      { extends: true, test: { name: 'browser side', include: [BROWSER_SIDE] } },
    ],
  },
});
