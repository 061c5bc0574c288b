import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Tracking calls are never shed for the machine's load: tests expect the hits they send stored.
    env: { TRACKING_SHED_LAG_MS: '0' },
    include: ['test/e2e/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
