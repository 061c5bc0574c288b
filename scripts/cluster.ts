/**
 * `WORKERS=N npm start`: N server processes on one port through node:cluster. The primary
 * builds the island bundle, migrates and seeds once, then forks the workers (each runs
 * scripts/start.ts's `startServer`), prints the addresses when all of them listen, starts a
 * new worker when one dies, and stops them all on SIGINT or SIGTERM.
 *
 * Several processes need a PostgreSQL server (DATABASE_URL): the embedded PGlite lives inside
 * one process. What a visitor could escape by reaching another process is shared through it
 * (or Redis): see README "Many processes".
 *
 * @module
 */
import cluster from 'node:cluster';
import { consoleLogger } from '../server';
import { prepare, readSiteUrl, siteUrls } from './start';
import type { Worker } from 'node:cluster';

/** More would only add processes contending for the same cores and database connections. */
export const MAX_WORKERS = 64;

/** The worker count WORKERS asks for (1 when unset), or the one-line reason it cannot be used. */
export function readWorkers(env: NodeJS.ProcessEnv): number | string {
  const text = env.WORKERS?.trim() ?? '';
  if (text === '') return 1;
  const workers = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  if (!(workers >= 1 && workers <= MAX_WORKERS))
    return `WORKERS must be a whole number from 1 to ${MAX_WORKERS}, not '${text}'.`;
  if (workers > 1 && !env.DATABASE_URL) {
    return `WORKERS=${workers} needs a PostgreSQL server: set DATABASE_URL (the embedded database lives inside one process), or leave WORKERS unset.`;
  }
  return workers;
}

export interface ClusterOptions {
  port: number;
  workers: number;
}

/** A worker that dies sooner than this after starting is restarted after a growing pause. */
const STABLE_MS = 10_000;
const MAX_PAUSE_MS = 30_000;
/** How long workers get to finish their requests and close before they are killed. */
const STOP_TIMEOUT_MS = 10_000;

/** Serves until a signal stops every worker; resolves with the exit code. */
export async function runCluster({ port, workers }: ClusterOptions): Promise<number> {
  const { db, sites } = await prepare(undefined, false, readSiteUrl(process.env, port));
  await db.close();

  const started = new Map<Worker, number>();
  const listening = new Set<Worker>();
  let everListening = false;
  let pause = 0;
  let stopping = false;

  const fork = () => started.set(cluster.fork({ PORT: String(port) }), Date.now());
  // A replacement waits out its pause on a timer; a stop in the meantime must cancel it, or
  // the new worker would start after every other has gone and keep the primary alive.
  const restarts = new Set<NodeJS.Timeout>();
  const forkLater = (ms: number) => {
    const timer = setTimeout(() => {
      restarts.delete(timer);
      fork();
    }, ms);
    restarts.add(timer);
  };

  return new Promise<number>((resolve) => {
    const stop = (signal: string, code: number) => {
      if (stopping) return;
      stopping = true;
      for (const timer of restarts) clearTimeout(timer);
      consoleLogger.info(`${signal}: stopping ${started.size} worker${started.size === 1 ? '' : 's'}…`);
      const kill = setTimeout(() => {
        for (const worker of started.keys()) worker.process.kill('SIGKILL');
      }, STOP_TIMEOUT_MS);
      const done = () => {
        if (started.size > 0) return;
        clearTimeout(kill);
        resolve(code);
      };
      cluster.on('exit', done);
      for (const worker of started.keys()) worker.process.kill('SIGTERM');
      done();
    };

    cluster.on('listening', (worker) => {
      if (stopping || !started.has(worker)) return;
      listening.add(worker);
      if (listening.size === workers && !everListening) {
        everListening = true;
        const pids = [...started.keys()].map((w) => w.process.pid).join(', ');
        consoleLogger.info(`Serving with ${workers} processes (pids ${pids}) on port ${port}.`);
        for (const line of siteUrls(sites.all(), port)) consoleLogger.info(line);
      }
    });

    cluster.on('exit', (worker, code, signal) => {
      const since = started.get(worker) ?? 0;
      started.delete(worker);
      listening.delete(worker);
      if (stopping) return;
      const how = signal ? `was killed by ${signal}` : `exited with code ${code}`;
      if (!everListening) {
        // The same failure would meet every replacement (a port in use, a database refusing).
        consoleLogger.error(`Worker ${worker.process.pid} ${how} before the server was up: stopping.`);
        stop('Startup failed', 1);
        return;
      }
      pause = Date.now() - since < STABLE_MS ? Math.min(MAX_PAUSE_MS, Math.max(1000, pause * 2)) : 0;
      consoleLogger.warn(
        `Worker ${worker.process.pid} ${how}: starting another${pause ? ` in ${pause / 1000} s` : ''}.`,
      );
      forkLater(pause);
    });

    process.on('SIGINT', () => stop('SIGINT', 0));
    process.on('SIGTERM', () => stop('SIGTERM', 0));
    for (let i = 0; i < workers; i++) fork();
  });
}
