/**
 * A real cluster started as `WORKERS=N npm start` starts it (scripts/cli.ts start), on a free
 * port, with the environment given; resolves when the primary prints the store's address.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { beforeEach } from 'vitest';
import { ROOT_DIR } from '../../../server/paths';
import type { ChildProcess } from 'node:child_process';

export interface RunningCluster {
  origin: string;
  /** The worker pids the primary printed when all were up. */
  workerPids: number[];
  /** Everything the cluster printed so far. */
  output(): string;
  /** Resolves when the output matches. */
  waitFor(pattern: RegExp): Promise<void>;
  /** SIGTERM to the primary; resolves with its exit code. */
  stop(): Promise<number | null>;
  primary: ChildProcess;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.once('error', reject);
  });
}

/** Runs the start command to its end (for refusals): its exit code and output. */
export function runStart(env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  const child = startCommand(env);
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

export async function startCluster(workers: number, env: NodeJS.ProcessEnv): Promise<RunningCluster> {
  const port = await freePort();
  const primary = startCommand({ ...env, WORKERS: String(workers), PORT: String(port) });
  let output = '';
  const waiters = new Set<() => void>();
  const collect = (d: Buffer) => {
    output += d;
    for (const check of waiters) check();
  };
  primary.stdout!.on('data', collect);
  primary.stderr!.on('data', collect);
  const exited = new Promise<number | null>((resolve) => primary.once('exit', (code) => resolve(code)));
  const waitFor = (pattern: RegExp) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (!pattern.test(output)) return;
        waiters.delete(check);
        resolve();
      };
      waiters.add(check);
      exited.then(
        () => waiters.has(check) && reject(new Error(`The cluster exited before printing ${pattern}:\n${output}`)),
      );
      check();
    });
  await waitFor(/Demo store: http:\/\/localhost:\d+\//);
  const pids = /pids ([\d, ]+)\)/.exec(output)?.[1] ?? '';
  return {
    origin: `http://127.0.0.1:${port}`,
    workerPids: pids.split(',').map((p) => Number(p.trim())),
    output: () => output,
    waitFor,
    primary,
    async stop() {
      if (primary.exitCode === null) primary.kill('SIGTERM');
      return exited;
    },
  };
}

/**
 * For a suite on a cluster: when one of its tests fails, everything the cluster printed goes
 * to the test's log, so the cause of an answer (a 500's stack, a worker's exit) shows there.
 */
export function printOutputOnFailure(cluster: () => RunningCluster | undefined): void {
  beforeEach(({ onTestFailed }) => {
    onTestFailed(() => {
      const output = cluster()?.output();
      if (output) console.error(`What the cluster printed:\n${output}`);
    });
  });
}

function startCommand(env: NodeJS.ProcessEnv) {
  return spawn(process.execPath, ['--import', 'tsx', 'scripts/cli.ts', 'start'], {
    cwd: ROOT_DIR,
    env: { ...process.env, NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}
