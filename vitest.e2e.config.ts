import { defineConfig } from 'vitest/config';

// One Chromium and one read-only demo server per run, started by the global setup; the
// files run one after another, each connecting to them (or starting a server of its own
// when it writes).
export default defineConfig({
  test: {
    // Tracking calls are never shed for the machine's load: tests expect the hits they send stored.
    env: { TRACKING_SHED_LAG_MS: '0' },
    include: ['test/e2e/**/*.test.ts'],
    globalSetup: ['test/e2e/helpers/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
