/**
 * The server the memory benches measure: `node scripts/start.mjs` with the environment and node
 * flags of package.json's `start` script (what `npm start` runs) on a free port, with
 * bench/memory/memory-probe.cjs loaded so the bench can read the server's own
 * process.memoryUsage() next to its resident memory from /proc.
 *
 * @module
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PROBE = fileURLToPath(new URL('./memory-probe.cjs', import.meta.url));
const MB = 1024 * 1024;

/** Megabytes: resident (VmRSS), its peak so far (VmHWM), and node's own view of its memory. */
export interface MemoryFigures {
  rss: number;
  peak: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
}

export interface MeasuredServer {
  /** The server's process id (for /proc and heap snapshots). */
  pid: number | undefined;
  origin: string;
  port: number;
  /** Current figures; `collect` runs a full garbage collection first (the server runs with --expose-gc). */
  memory(collect?: boolean): Promise<MemoryFigures>;
  /** Resident MB by kind of mapping, from /proc/<pid>/smaps: where the resident memory is. */
  regions(): Record<string, number>;
  /** CPU seconds (user and system) the server has used so far, from /proc/<pid>/stat. */
  cpuSeconds(): number;
  stop(): Promise<void>;
}

/**
 * Starts the server with `env` added to this process's environment and waits for its first page.
 * It gets the environment variables and node flags of package.json's `start` script, so the
 * bench measures what `npm start` runs.
 */
export async function startMeasuredServer(env: NodeJS.ProcessEnv = {}): Promise<MeasuredServer> {
  const start = startScript();
  // BENCH_NODE_FLAGS: node or V8 flags to try on the server ("--v8-pool-size=1"), space-separated.
  const nodeFlags = [...start.nodeFlags, ...(process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean)];
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const server: ChildProcess = spawn(
    process.execPath,
    [...nodeFlags, '--expose-gc', '--require', PROBE, 'scripts/start.mjs'],
    {
      cwd: ROOT,
      // This process's environment wins over the script's, so a bench can try another value.
      env: { ...start.env, ...process.env, PORT: String(port), ...env },
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    },
  );
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const resident = () => {
    const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
    const kb = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
    return { rss: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
  };
  const memory = (collect = false) =>
    new Promise<MemoryFigures>((resolve) => {
      server.once('message', (message: { memory: NodeJS.MemoryUsage }) => {
        const { heapUsed, external, arrayBuffers } = message.memory;
        resolve({
          ...resident(),
          heapUsed: Math.round(heapUsed / MB),
          external: Math.round(external / MB),
          arrayBuffers: Math.round(arrayBuffers / MB),
        });
      });
      server.send(collect ? 'gc' : 'memory');
    });
  for (;;) {
    const status = await fetch(`${origin}/`).then(
      async (response) => (await response.arrayBuffer(), response.status),
      () => 0,
    );
    if (status === 200) break;
    if (server.exitCode !== null) throw new Error(`The server stopped with code ${server.exitCode} before answering.`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    pid: server.pid,
    origin,
    port,
    memory,
    regions: () => residentRegions(readFileSync(`/proc/${server.pid}/smaps`, 'utf8')),
    cpuSeconds: () => {
      // Fields 14 and 15 (utime, stime) in clock ticks (100 a second), after the parenthesised name.
      const fields = readFileSync(`/proc/${server.pid}/stat`, 'utf8').split(') ')[1].split(' ');
      return (Number(fields[11]) + Number(fields[12])) / 100;
    },
    stop: async () => {
      server.kill('SIGTERM');
      await exited;
    },
  };
}

/** "rss 230 MB (peak 260), heap 31, external 20, array buffers 3" */
export function describeMemory(figures: MemoryFigures): string {
  const { rss, peak, heapUsed, external, arrayBuffers } = figures;
  return `rss ${rss} MB (peak ${peak}), heap ${heapUsed}, external ${external}, array buffers ${arrayBuffers}`;
}

/**
 * Sorts each mapping's resident size: the node binary's file, the main malloc heap ([heap]),
 * V8's heap pages (anonymous 256 KB mappings), PGlite's WebAssembly memory (an anonymous
 * mapping of 128 MB or more: its linear memory), malloc arenas of other threads (64 MB
 * aligned mappings up to 64 MB) and the rest.
 */
function residentRegions(smaps: string): Record<string, number> {
  const kb: Record<string, number> = {};
  let kind = 'other';
  for (const line of smaps.split('\n')) {
    const mapping = /^([0-9a-f]+)-([0-9a-f]+) \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (mapping) {
      const [start, end] = [Number.parseInt(mapping[1], 16), Number.parseInt(mapping[2], 16)];
      const size = end - start;
      const path = mapping[3];
      kind = path.endsWith('/node')
        ? 'node binary'
        : path === '[heap]'
          ? 'malloc heap'
          : path !== ''
            ? 'other'
            : size === 256 * 1024
              ? 'V8 heap pages'
              : size >= 128 * MB
                ? 'WebAssembly memory'
                : start % (64 * MB) === 0
                  ? 'thread arenas'
                  : 'other';
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss) kb[kind] = (kb[kind] ?? 0) + Number(rss[1]);
  }
  return Object.fromEntries(Object.entries(kb).map(([name, size]) => [name, Math.round(size / 1024)]));
}

/** `MALLOC_X=1 node --flag scripts/start.mjs`: the variables before `node`, the flags after it. */
function startScript(): { env: Record<string, string>; nodeFlags: string[] } {
  const { scripts } = JSON.parse(readFileSync(`${ROOT}/package.json`, 'utf8')) as { scripts: { start: string } };
  const words = scripts.start.split(' ').filter(Boolean);
  const node = words.indexOf('node');
  const script = words.indexOf('scripts/start.mjs');
  if (node < 0 || script < node) throw new Error(`package.json's start script is not "node … scripts/start.mjs".`);
  const env = Object.fromEntries(words.slice(0, node).map((word) => word.split('=') as [string, string]));
  return { env, nodeFlags: words.slice(node + 1, script) };
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
