import { defineConfig, mergeConfig } from 'vitest/config';
import unit from './vitest.config';

// The PostgreSQL step of `npm test` (scripts/test-all.sh): the database suites on the server
// DATABASE_URL names, two files at a time, each worker on a database of its own
// (test/postgres/worker-databases.ts). A file mostly waits on the server, so two at a time
// keep the cores busy where one at a time left them idle.
export default mergeConfig(
  unit,
  defineConfig({
    test: {
      maxWorkers: 2,
      globalSetup: ['test/postgres/global-setup.ts'],
      setupFiles: ['test/postgres/use-worker-database.ts'],
    },
  }),
);
