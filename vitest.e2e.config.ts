import { defineConfig } from 'vitest/config';

// One Chromium and one read-only demo server per run, started by the global setup; every
// file connects to them, and a file that writes starts a server (and an in-memory database)
// of its own, so files share no state but the browser, in which each test opens contexts of
// its own. Two files run at a time: a file mostly waits on the browser or its server in turn,
// and one file at a time left the cores idle much of the run (the step took 1,035 s on CI).
export default defineConfig({
  test: {
    // Tracking calls are never shed for the machine's load: tests expect the hits they send stored.
    env: { TRACKING_SHED_LAG_MS: '0' },
    include: ['test/e2e/**/*.test.ts'],
    globalSetup: ['test/e2e/helpers/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: true,
    maxWorkers: 2,
    // Tests marked concurrent (every-page's read-only visits) run this many at a time.
    maxConcurrency: 2,
  },
});
