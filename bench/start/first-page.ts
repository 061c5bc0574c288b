/**
 * How long `npm start` takes to answer its first page: runs `npm start` on a free port, asks for the demo store's home page every 100 ms until it answers 200, prints the
 * seconds, and stops the server. `--fresh` first removes dist/ and .data/ (a fresh clone);
 * without it the run is a warm restart (run it twice: the first run leaves both behind).
 * The server's own phase timings (`START_TIMING=1`) are printed too.
 *
 * Run: `npx tsx bench/start/first-page.ts [--fresh] [-- command …]`; a command after `--`
 * is measured instead of `npm start` (`-- npx tsx scripts/cli.ts start`, the start without the
 * server bundle). Measures, never gates.
 *
 * @module
 */
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const fresh = process.argv.includes('--fresh');
const dashes = process.argv.indexOf('--');
const [command, ...args] = dashes > 0 ? process.argv.slice(dashes + 1) : ['npm', 'start', '--silent'];
if (fresh) {
  await rm(join(ROOT, 'dist'), { recursive: true, force: true });
  await rm(join(ROOT, '.data'), { recursive: true, force: true });
}

const port = await freePort();
const started = performance.now();
// Its own process group, so that stopping it stops npm's children too.
const child = spawn(command!, args, {
  cwd: ROOT,
  env: { ...process.env, PORT: String(port), START_TIMING: '1' },
  stdio: ['ignore', 'pipe', 'pipe'],
  detached: true,
});
const output: string[] = [];
child.stdout.on('data', (data: Buffer) => output.push(data.toString()));
child.stderr.on('data', (data: Buffer) => output.push(data.toString()));

let status = 0;
while (status !== 200) {
  if (child.exitCode !== null) throw new Error(`npm start ended (${child.exitCode}):\n${output.join('')}`);
  await new Promise((resolve) => setTimeout(resolve, 100));
  status = await fetch(`http://localhost:${port}/`).then(
    (response) => response.arrayBuffer().then(() => response.status),
    () => 0,
  );
}
const seconds = (performance.now() - started) / 1000;
const cpu = processTreeCpuSeconds(child.pid!);
process.kill(-child.pid!, 'SIGTERM');
await new Promise((resolve) => child.once('exit', resolve));
console.log(output.join('').trimEnd());
console.log(
  `${fresh ? 'fresh clone' : 'warm restart'} (${[command, ...args].join(' ')}): first page 200 after ${seconds.toFixed(1)} s, ${cpu.toFixed(1)} s of CPU`,
);

/**
 * User and system CPU of a process and every process under it (npm, sh, node), from /proc,
 * with what their children that already exited used (cutime, cstime): the child that creates
 * a new database and the island build's esbuild are gone by the first page.
 */
function processTreeCpuSeconds(root: number): number {
  const stats = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .flatMap((pid) => {
      try {
        // Fields after the command's closing parenthesis: state ppid … utime(12) stime(13) cutime(14) cstime(15).
        const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
        const ticks = fields.slice(11, 15).reduce((sum, field) => sum + Number(field), 0);
        return [{ pid: Number(pid), ppid: Number(fields[1]), ticks }];
      } catch {
        return [];
      }
    });
  const tree = new Set([root]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const s of stats) if (tree.has(s.ppid) && !tree.has(s.pid)) grew = Boolean(tree.add(s.pid));
  }
  return stats.filter((s) => tree.has(s.pid)).reduce((sum, s) => sum + s.ticks, 0) / 100;
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
