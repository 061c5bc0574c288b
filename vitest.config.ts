import { defineConfig } from 'vitest/config';

// Unit and integration tests. End-to-end tests (test/e2e, real Chromium) run through
// vitest.e2e.config.ts so that `npm test` can run them after the fast suites.
export default defineConfig({
  test: {
    // Tracking calls are never shed for the machine's load: tests expect the hits they send stored.
    env: { TRACKING_SHED_LAG_MS: '0' },
    include: ['{engine,domain,islands,storefront,admin,server,scripts,test}/**/*.test.{ts,tsx}'],
    exclude: ['test/e2e/**', 'node_modules/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
