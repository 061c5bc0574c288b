/**
 * A tracking flood against `WORKERS=2 npm start` on PostgreSQL: the product page's req/s alone,
 * then beside 2,000 RecordHit calls a second from 5,000 visitors (each its own address, sent as
 * X-Forwarded-For with TRUST_PROXY=1), round by round; prints each run, the medians and the
 * ratio "page beside the flood ÷ page alone" (the goal: 0.5 or more). The cluster is started as
 * the workers bench starts it (test/integration/cluster/start-cluster.ts, through
 * scripts/cli.ts start); the load runs in child processes (cannon.ts). Hits the bench stored
 * are deleted afterwards (only its own: they carry a user agent of this run).
 *
 *   DATABASE_URL=postgres://… npx tsx bench/ingest/workers.bench.ts [--duration 8] [--rounds 2] [--rate 2000] [--workers 2]
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../server/db';
import { startCluster } from '../../test/integration/cluster/start-cluster';
import { runCannon, writeVisitors } from './run-cannon';
import type { CannonFigures } from './run-cannon';

const arg = (name: string, fallback: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? fallback : process.argv[at + 1]!;
};
const duration = arg('duration', '8');
const rounds = Number(arg('rounds', '2'));
const rate = arg('rate', '2000');
const workers = Number(arg('workers', '2'));
const PG_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const HOST = 'demo.localhost';
const PAGE = '/shop/canvas-field-jacket';
const AGENT = `bench-ingest-${randomBytes(6).toString('hex')}`;
const cannonEnv = { CANNON_HOST: HOST, CANNON_PAGE: PAGE, CANNON_AGENT: AGENT };

const dir = await mkdtemp(join(tmpdir(), 'bench-ingest-workers-'));
const visitorsFile = join(dir, 'visitors.json');
await writeVisitors(visitorsFile, 5000);
const server = await startCluster(workers, { DATABASE_URL: PG_URL, TRUST_PROXY: '1', REDIS_URL: '' });
const db = await openDatabase({ url: PG_URL });

const run = (mode: 'hit' | 'page', connections: string, hitRate?: string) =>
  runCannon({ url: server.origin, mode, visitorsFile, connections, seconds: duration, rate: hitRate, env: cannonEnv });
const pageLine = (f: CannonFigures) =>
  `${f.requests.toFixed(0).padStart(6)} req/s  p99 ${String(f.p99).padStart(4)} ms  non-2xx ${f.non2xx}  errors ${f.errors}`;
/**
 * CPU seconds the workers used so far (Linux: utime + stime of /proc/<pid>/stat, in ticks of
 * 10 ms): on a shared machine, how much CPU the server got says as much as its req/s.
 */
async function workersCpuSeconds(): Promise<number> {
  let ticks = 0;
  for (const pid of server.workerPids) {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    ticks += Number(fields[11] ?? 0) + Number(fields[12] ?? 0);
  }
  return ticks / 100;
}
/** Runs `work`, then says how much of the machine's cores the workers had meanwhile. */
async function withCpu<T>(work: () => Promise<T>): Promise<[T, string]> {
  const before = await workersCpuSeconds();
  const result = await work();
  const used = (await workersCpuSeconds()) - before;
  return [result, `workers' CPU ${used.toFixed(1)} s (${((100 * used) / Number(duration)).toFixed(0)}% of one core)`];
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

try {
  console.log(
    `WORKERS=${workers} on PostgreSQL, ${duration} s per run: ${PAGE} at 10 connections, alone and beside ${rate} RecordHit/s at 50 connections`,
  );
  // Warm-up: JIT and the page cache of every process.
  for (let i = 0; i < 300; i++)
    await fetch(server.origin + PAGE, { headers: { Host: HOST } }).then((r) => r.arrayBuffer());
  const alone: number[] = [];
  const beside: number[] = [];
  for (let round = 1; round <= rounds; round++) {
    const [pageAlone, cpuAlone] = await withCpu(() => run('page', '10'));
    console.log(`round ${round} page alone          ${pageLine(pageAlone)}  ${cpuAlone}`);
    const [[pageBeside, hits], cpuBeside] = await withCpu(() =>
      Promise.all([run('page', '10'), run('hit', '50', rate)]),
    );
    console.log(`round ${round} page beside flood   ${pageLine(pageBeside)}  ${cpuBeside}`);
    const taken = (hits.total - hits.non2xx) / Number(duration);
    console.log(
      `round ${round} the flood           ${hits.requests.toFixed(0).padStart(6)} hits/s  p99 ${String(hits.p99).padStart(4)} ms  taken ${taken.toFixed(0)}/s, refused (429) ${(hits.non2xx / Number(duration)).toFixed(0)}/s  errors ${hits.errors}`,
    );
    alone.push(pageAlone.requests);
    beside.push(pageBeside.requests);
  }
  // Let the workers' batched writes land before counting.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const [{ n }] = await db.query<{ n: number }>('select count(*)::int as n from tracking_hits where user_agent = $1', [
    AGENT,
  ]);
  console.log(`hits stored: ${n} (${(n / (rounds * Number(duration))).toFixed(0)}/s over the flood runs)`);
  const [a, b] = [median(alone), median(beside)];
  console.log(
    `median: page alone ${a.toFixed(0)} req/s, beside the flood ${b.toFixed(0)} req/s; ratio ${(b / a).toFixed(2)}`,
  );
} finally {
  await server.stop();
  await db.query('delete from tracking_hits where user_agent = $1', [AGENT]);
  await db.close();
  await rm(dir, { recursive: true, force: true });
}
