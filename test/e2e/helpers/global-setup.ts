/**
 * Once per end-to-end run, before any file: the island bundle is built unless the one in dist/
 * was built from the sources as they are (its build stamp, scripts/build-cache.ts: on CI the
 * PostgreSQL step's global setup has built it by then), Chromium is started
 * as a server every file connects to (a browser launch per file cost seconds each), and the
 * read-only demo server is started for the files that only visit it. Their addresses reach
 * the test files through vitest's provide/inject.
 *
 * @module
 */
import { ensureIslands } from '../../../scripts/build';
import { launchChromiumServer } from './browser';
import { startDemoServer } from './demo-server';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where connectChromium() finds the run's Chromium. */
    chromiumEndpoint: string;
    /** `http://127.0.0.1:PORT` of the shared demo server (sharedDemoServer()). */
    demoOrigin: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // The config's `test.env` reaches the test files, not this process, where the shared demo
  // server runs: without this it would shed tracking calls (429) whenever the machine is busy.
  process.env.TRACKING_SHED_LAG_MS = '0';
  await ensureIslands((line) => console.log(line));
  const [chromium, demo] = await Promise.all([launchChromiumServer(), startDemoServer()]);
  project.provide('chromiumEndpoint', chromium.wsEndpoint());
  project.provide('demoOrigin', demo.origin);
  return async () => {
    await demo.close();
    await chromium.close();
  };
}
