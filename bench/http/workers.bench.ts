/**
 * Product page throughput of `npm start` with 1 and with 2 worker processes (WORKERS, node:cluster),
 * side by side: both servers are started through scripts/cli.ts start on one PostgreSQL server
 * (DATABASE_URL, required: several processes cannot share the embedded database), then
 * autocannon (a child process, 10 connections) loads them in turn, round by round. Prints each
 * round, then the median req/s of each and the ratio 2 workers ÷ 1 worker.
 *
 *   DATABASE_URL=postgres://… npx tsx bench/http/workers.bench.ts [--duration 10] [--rounds 3]
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT_DIR } from '../../server/paths';
import { startCluster } from '../../test/integration/cluster/start-cluster';
import type { RunningCluster } from '../../test/integration/cluster/start-cluster';

const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? fallback : Number(process.argv[at + 1]);
};
const duration = arg('duration', 10);
const rounds = arg('rounds', 3);
const PATH = '/shop/canvas-field-jacket';

if (!process.env.DATABASE_URL) {
  console.error(
    'Set DATABASE_URL to a PostgreSQL server: several worker processes cannot share the embedded database.',
  );
  process.exit(2);
}

function autocannon(url: string): Promise<{ requests: number; p99: number; errors: number }> {
  const bin = join(ROOT_DIR, 'node_modules/.bin/autocannon');
  const child = spawn(bin, ['-c', '10', '-d', String(duration), '-j', '-H', 'Host=demo.localhost', url], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (chunk) => (out += chunk));
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited with ${code}`));
      const result = JSON.parse(out.trim().split('\n').pop()!);
      resolve({ requests: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx });
    });
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const servers: Record<string, RunningCluster> = {};
try {
  // One at a time: the first start builds the island bundle if none is built yet.
  servers['1 worker'] = await startCluster(1, { REDIS_URL: '' });
  servers['2 workers'] = await startCluster(2, { REDIS_URL: '' });
  // Warm-up: JIT and the page cache of every process.
  for (const server of Object.values(servers))
    for (let i = 0; i < 300; i++) await fetch(server.origin + PATH).then((r) => r.arrayBuffer());

  const results: Record<string, number[]> = { '1 worker': [], '2 workers': [] };
  for (let round = 1; round <= rounds; round++) {
    for (const [name, server] of Object.entries(servers)) {
      const figures = await autocannon(server.origin + PATH);
      results[name]!.push(figures.requests);
      console.log(
        `round ${round} ${name.padEnd(9)} ${figures.requests.toFixed(0).padStart(7)} req/s  p99 ${figures.p99} ms  errors ${figures.errors}`,
      );
    }
  }
  const one = median(results['1 worker']!);
  const two = median(results['2 workers']!);
  console.log(
    `median: 1 worker ${one.toFixed(0)} req/s, 2 workers ${two.toFixed(0)} req/s; 2 workers ÷ 1 worker = ${(two / one).toFixed(2)}`,
  );
} finally {
  for (const server of Object.values(servers)) await server.stop();
}
