/**
 * Fuzzing the engine: random and mutated templates rendered with random data must never
 * throw, never hang, and always report well-formed errors. `npm run fuzz` runs 100,000
 * cases (`-- --count N --seed S` to change) in a worker watched by this process: a render
 * that stops making progress for the hang limit is reported with its case. It prints the
 * slowest renders. The cases are in fuzz-cases.ts.
 */
import { fileURLToPath } from 'node:url';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { fuzzCase, malformations, renderFuzzCase } from './fuzz-cases';

interface Slow {
  index: number;
  ms: number;
}

/** Worker side: render cases, publish the current index, report failures and the slowest. */
function runWorker(seed: number, count: number, progress: Int32Array): void {
  const slowest: Slow[] = [];
  const failures: string[] = [];
  for (let index = 0; index < count; index++) {
    Atomics.store(progress, 0, index);
    const test = fuzzCase(seed, index);
    const started = performance.now();
    try {
      const problems = malformations(renderFuzzCase(test));
      if (problems.length > 0) failures.push(`case ${index}: ${problems.join('; ')}`);
    } catch (error) {
      failures.push(`case ${index} threw: ${(error as Error).stack ?? String(error)}`);
    }
    const ms = performance.now() - started;
    if (slowest.length < 5 || ms > slowest[slowest.length - 1].ms) {
      slowest.push({ index, ms });
      slowest.sort((a, b) => b.ms - a.ms);
      slowest.length = Math.min(slowest.length, 5);
    }
  }
  Atomics.store(progress, 0, count);
  parentPort?.postMessage({ failures, slowest });
}

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
}

/** Main side: start the worker and stop it if one render takes longer than the hang limit. */
function main(): void {
  const seed = option('seed', 1);
  const count = option('count', 100_000);
  const hangMs = option('hang-ms', 5_000);
  const progress = new Int32Array(new SharedArrayBuffer(4));
  // A worker does not inherit tsx's loader, so it registers it before importing this file.
  const boot = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(import.meta.url)}); });`;
  const worker = new Worker(boot, { eval: true, workerData: { seed, count, progress } });
  const started = performance.now();
  let last = -1;
  let lastChange = performance.now();
  const watchdog = setInterval(() => {
    const current = Atomics.load(progress, 0);
    if (current !== last) {
      last = current;
      lastChange = performance.now();
    } else if (performance.now() - lastChange > hangMs) {
      clearInterval(watchdog);
      void worker.terminate();
      console.error(
        `HANG: case ${current} (seed ${seed}) ran over ${hangMs} ms:`,
        JSON.stringify(fuzzCase(seed, current)).slice(0, 2000),
      );
      process.exitCode = 1;
    }
  }, 250);
  worker.on('message', ({ failures, slowest }: { failures: string[]; slowest: Slow[] }) => {
    clearInterval(watchdog);
    const seconds = (performance.now() - started) / 1000;
    console.log(`${count} cases (seed ${seed}) in ${seconds.toFixed(1)} s, ${failures.length} failures`);
    for (const failure of failures.slice(0, 20)) console.log(`  ${failure}`);
    console.log('slowest renders:');
    for (const { index, ms } of slowest) {
      console.log(
        `  case ${index}: ${ms.toFixed(1)} ms, template ${JSON.stringify(fuzzCase(seed, index).template.slice(0, 120))}`,
      );
    }
    if (failures.length > 0) process.exitCode = 1;
  });
  worker.on('error', (error) => {
    clearInterval(watchdog);
    console.error('worker crashed:', error);
    process.exitCode = 1;
  });
}

if (!isMainThread && workerData) {
  const { seed, count, progress } = workerData as { seed: number; count: number; progress: Int32Array };
  runWorker(seed, count, progress);
} else if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main();
}
