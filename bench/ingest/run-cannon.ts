/**
 * What both ingest benches share: the visitors file the hit load cycles through, and running
 * cannon.ts (autocannon in a child process, so load and server never share an event loop).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ROOT_DIR } from '../../server/paths';
import type { BenchVisitor } from './cannon';

export interface CannonFigures {
  /** Requests per second, all answers counted. */
  requests: number;
  /** Requests in the whole run. */
  total: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** CPU time the load process used (user + system), start-up included. */
  cpuSeconds: number;
}

export interface CannonRun {
  url: string;
  mode: 'hit' | 'page';
  visitorsFile: string;
  connections: string;
  seconds: string;
  /** Requests per second over all connections; flat out when absent. */
  rate?: string;
  /** CANNON_HOST, CANNON_PAGE, CANNON_AGENT (see cannon.ts). */
  env?: NodeJS.ProcessEnv;
}

/**
 * Writes `count` visitors (own crumb, visitor id and address, sent as X-Forwarded-For) to
 * `file`: enough of them and no visitor comes near the per-visitor tracking limit.
 */
export async function writeVisitors(file: string, count: number): Promise<void> {
  const visitors: BenchVisitor[] = Array.from({ length: count }, (_, i) => ({
    crumb: randomBytes(16).toString('hex'),
    visitorId: randomBytes(16).toString('hex'),
    address: `10.${i >> 16}.${(i >> 8) & 255}.${i & 255}`,
  }));
  await writeFile(file, JSON.stringify(visitors));
}

export function runCannon(run: CannonRun): Promise<CannonFigures> {
  const child = spawn(
    join(ROOT_DIR, 'node_modules/.bin/tsx'),
    [
      join(import.meta.dirname, 'cannon.ts'),
      run.url,
      run.mode,
      run.visitorsFile,
      run.connections,
      run.seconds,
      ...(run.rate ? [run.rate] : []),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, ...run.env } },
  );
  let out = '';
  child.stdout.on('data', (chunk) => (out += chunk));
  return new Promise((resolve, reject) => {
    child.once('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out.trim().split('\n').pop()!)) : reject(new Error(`cannon exited with ${code}`)),
    );
  });
}
