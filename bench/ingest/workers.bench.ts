/**
 * A tracking flood against `WORKERS=2 npm start` on PostgreSQL: the product page's req/s alone,
 * then beside 2,000 RecordHit calls a second from 5,000 visitors (each its own address, sent as
 * X-Forwarded-For with TRUST_PROXY=1), round by round; prints each run, the medians and the
 * ratio "page beside the flood ÷ page alone" (the goal: 0.5 or more). Each round also runs the
 * page beside the same flood sent to the floor (floor-server.mjs: bare node:http answering 429
 * and nothing else): its ratio is what the machine allows with the load generator on it, the
 * most the app's own ratio can reach. The cluster is started as
 * the workers bench starts it (test/integration/cluster/start-cluster.ts, through
 * scripts/cli.ts start); the load runs in child processes (cannon.ts). Hits the bench stored
 * are deleted afterwards (only its own: they carry a user agent of this run).
 *
 *   DATABASE_URL=postgres://… npx tsx bench/ingest/workers.bench.ts [--duration 8] [--rounds 2] [--rate 2000] [--workers 2] [--budget N] [--cpu-prof DIR]
 *
 * `--budget N` sets the cluster's TRACKING_BUDGET_PER_SECOND (default 500): with 1, nearly
 * every hit is refused and "flood alone" says what a refusal costs, beside the floor's.
 * `--cpu-prof DIR` profiles the workers during each flood sent to the app (cpu-profile-preload.mjs;
 * one profile per worker in DIR, the last round's; read them with
 * `npx tsx bench/ingest/top-self-time.ts DIR`).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../server/db';
import { freePort, startCluster } from '../../test/integration/cluster/start-cluster';
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
const cpuProfileDir = arg('cpu-prof', '');
// `--budget 1`: nearly every hit refused, so "flood alone" is what one refusal costs the workers.
const budget = arg('budget', '');
const PG_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const HOST = 'demo.localhost';
const PAGE = '/shop/canvas-field-jacket';
const AGENT = `bench-ingest-${randomBytes(6).toString('hex')}`;
const cannonEnv = { CANNON_HOST: HOST, CANNON_PAGE: PAGE, CANNON_AGENT: AGENT };

const dir = await mkdtemp(join(tmpdir(), 'bench-ingest-workers-'));
const visitorsFile = join(dir, 'visitors.json');
await writeVisitors(visitorsFile, 5000);
const server = await startCluster(workers, {
  DATABASE_URL: PG_URL,
  TRUST_PROXY: '1',
  REDIS_URL: '',
  ...(budget ? { TRACKING_BUDGET_PER_SECOND: budget } : {}),
  ...(cpuProfileDir
    ? {
        NODE_OPTIONS: `--import=${join(import.meta.dirname, 'cpu-profile-preload.mjs')}`,
        BENCH_CPU_PROF_DIR: cpuProfileDir,
      }
    : {}),
});
const floor = await startFloor();
const db = await openDatabase({ url: PG_URL });

const run = (mode: 'hit' | 'page', connections: string, hitRate?: string, url = server.origin) =>
  runCannon({ url, mode, visitorsFile, connections, seconds: duration, rate: hitRate, env: cannonEnv });

/** floor-server.mjs on a free port, as many processes as the cluster; resolves once it listens. */
async function startFloor() {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [join(import.meta.dirname, 'floor-server.mjs'), String(port), String(workers)],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const pids = await new Promise<number[]>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const listening = /listening \d+ pids ([\d,]+)/.exec(out);
      if (listening) resolve(listening[1]!.split(',').map(Number));
    });
    child.once('exit', (code) => reject(new Error(`the floor server exited with ${code}`)));
  });
  return { origin: `http://127.0.0.1:${port}`, pids, stop: () => child.kill('SIGTERM') };
}
const pageLine = (f: CannonFigures) =>
  `${f.requests.toFixed(0).padStart(6)} req/s  p99 ${String(f.p99).padStart(4)} ms  non-2xx ${f.non2xx}  errors ${f.errors}`;
/**
 * CPU seconds the workers used so far (Linux: utime + stime of /proc/<pid>/stat, in ticks of
 * 10 ms): on a shared machine, how much CPU the server got says as much as its req/s.
 */
async function cpuSeconds(pids: number[]): Promise<number> {
  let ticks = 0;
  for (const pid of pids) {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    ticks += Number(fields[11] ?? 0) + Number(fields[12] ?? 0);
  }
  return ticks / 100;
}
/**
 * Runs `work`, then says how much of the machine's cores the servers had meanwhile, and the
 * workers' CPU seconds (for the cost of one request: CPU time varies less with the machine's
 * load than requests per second do).
 */
async function withCpu<T>(work: () => Promise<T>): Promise<[T, string, number, number]> {
  const before = [await cpuSeconds(server.workerPids), await cpuSeconds(floor.pids)];
  const result = await work();
  const share = (seconds: number) => `${((100 * seconds) / Number(duration)).toFixed(0)}%`;
  const workersUsed = (await cpuSeconds(server.workerPids)) - before[0]!;
  const floorUsed = (await cpuSeconds(floor.pids)) - before[1]!;
  return [
    result,
    `CPU (% of one core): workers ${share(workersUsed)}${floorUsed >= 0.05 ? `, floor ${share(floorUsed)}` : ''}`,
    workersUsed,
    floorUsed,
  ];
}
/** The workers' CPU per request of a run, in microseconds. */
const perRequest = (cpuSeconds: number, f: CannonFigures) => `${((1e6 * cpuSeconds) / f.total).toFixed(0)} µs CPU each`;
const loadCpu = (f: CannonFigures) => `load ${((100 * f.cpuSeconds) / Number(duration)).toFixed(0)}%`;
const floodLine = (hits: CannonFigures) => {
  const taken = (hits.total - hits.non2xx) / Number(duration);
  return `${hits.requests.toFixed(0).padStart(6)} hits/s  p99 ${String(hits.p99).padStart(4)} ms  taken ${taken.toFixed(0)}/s, refused (429) ${(hits.non2xx / Number(duration)).toFixed(0)}/s  errors ${hits.errors}  ${loadCpu(hits)}`;
};
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

try {
  console.log(
    `WORKERS=${workers} on PostgreSQL, ${duration} s per run: ${PAGE} at 10 connections, alone, beside ${rate} RecordHit/s at 50 connections sent to the floor (bare node:http, ${workers} processes), and beside the same flood sent to the app`,
  );
  // Warm-up: JIT and the page cache of every process.
  for (let i = 0; i < 300; i++)
    await fetch(server.origin + PAGE, { headers: { Host: HOST } }).then((r) => r.arrayBuffer());
  const alone: number[] = [];
  const besideFloor: number[] = [];
  const beside: number[] = [];
  // SIGUSR2 starts, then writes, a worker's profile (cpu-profile-preload.mjs).
  const toggleProfiles = () => {
    for (const pid of server.workerPids) process.kill(pid, 'SIGUSR2');
  };
  const besideFlood = async (round: number, target: 'floor' | 'app') => {
    const profiled = cpuProfileDir && target === 'app';
    if (profiled) toggleProfiles();
    const [[page, hits], cpu, , floorSeconds] = await withCpu(() =>
      Promise.all([run('page', '10'), run('hit', '50', rate, target === 'floor' ? floor.origin : server.origin)]),
    );
    if (profiled) toggleProfiles();
    const label = target === 'floor' ? 'beside flood (floor)' : 'beside flood (app)  ';
    console.log(`round ${round} page ${label} ${pageLine(page)}  ${loadCpu(page)}  ${cpu}`);
    const floorCost = target === 'floor' ? `, the floor's ${perRequest(floorSeconds, hits)}` : '';
    console.log(`round ${round}   its flood              ${floodLine(hits)}${floorCost}`);
    (target === 'floor' ? besideFloor : beside).push(page.requests);
  };
  for (let round = 1; round <= rounds; round++) {
    const [pageAlone, cpuAlone, pageSeconds] = await withCpu(() => run('page', '10'));
    console.log(
      `round ${round} page alone                ${pageLine(pageAlone)}  ${loadCpu(pageAlone)}  ${cpuAlone}, ${perRequest(pageSeconds, pageAlone)}`,
    );
    alone.push(pageAlone.requests);
    // What a hit costs the workers, taken or refused, with no page beside it.
    const [floodAlone, cpuFlood, floodSeconds] = await withCpu(() => run('hit', '50', rate));
    console.log(
      `round ${round} flood alone (app)         ${floodLine(floodAlone)}  ${cpuFlood}, ${perRequest(floodSeconds, floodAlone)}`,
    );
    // Floor and app take turns going first, so neither always meets the same moment of load.
    const order: Array<'floor' | 'app'> = round % 2 === 1 ? ['floor', 'app'] : ['app', 'floor'];
    for (const target of order) await besideFlood(round, target);
  }
  // Let the workers' batched writes land before counting.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const [{ n }] = await db.query<{ n: number }>('select count(*)::int as n from tracking_hits where user_agent = $1', [
    AGENT,
  ]);
  console.log(`hits stored: ${n} (${(n / (rounds * Number(duration))).toFixed(0)}/s over the flood runs)`);
  const [a, f, b] = [median(alone), median(besideFloor), median(beside)];
  console.log(
    `median: page alone ${a.toFixed(0)} req/s; beside the flood sent to the floor ${f.toFixed(0)} req/s (floor ratio ${(f / a).toFixed(2)}); beside the flood sent to the app ${b.toFixed(0)} req/s (ratio ${(b / a).toFixed(2)}, ${(b / f).toFixed(2)} of the floor's)`,
  );
} finally {
  floor.stop();
  await server.stop();
  await db.query('delete from tracking_hits where user_agent = $1', [AGENT]);
  await db.close();
  await rm(dir, { recursive: true, force: true });
}
