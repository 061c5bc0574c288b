/**
 * Before the PostgreSQL step: an empty database per worker (worker-databases.ts), and the
 * island bundle built unless dist/ holds a build of the current sources (its stamp). The
 * clusters two files start at once (`npm start` builds when the bundle is stale) then both
 * find it current, instead of both writing dist/ while the other serves it. After the step,
 * the worker databases are dropped.
 */
import { ensureIslands } from '../../scripts/build';
import { recreateWorkerDatabases } from './worker-databases';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** DATABASE_URL as the step was given it, which each worker's database is named after. */
    postgresStepUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('The PostgreSQL step needs DATABASE_URL (scripts/test-all.sh sets it).');
  const workers = Number(project.config.maxWorkers);
  await Promise.all([recreateWorkerDatabases(url, workers), ensureIslands((line) => console.log(line))]);
  project.provide('postgresStepUrl', url);
  return () => recreateWorkerDatabases(url, workers, false);
}
