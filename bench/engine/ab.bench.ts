/**
 * Our engine against another checkout of it, interleaved in one process: does a change make
 * rendering faster or slower? `--base` is the other checkout's root (a `git worktree` of the
 * commit before the change); each round gives both the same CPU-time slice on every page.
 *
 *   git worktree add --detach /tmp/base HEAD~1
 *   npx tsx bench/engine/ab.bench.ts --base /tmp/base --rounds 8
 */
import { compileTemplate } from '../../engine';
import { option, pageFilter } from './measure';
import { pages } from './pages';

type Compile = typeof compileTemplate;

const base = process.argv[process.argv.indexOf('--base') + 1];
if (!process.argv.includes('--base') || !base) throw new Error('--base <checkout root> is required');
const baseCompile = ((await import(`${base}/engine/index.ts`)) as { compileTemplate: Compile }).compileTemplate;
const rounds = option('rounds', 6);
const sliceMs = option('slice-ms', 300);
const NOW = 1_700_000_000_000;

type Compiled = ReturnType<Compile>;

/** Renders per CPU second in one slice. Each engine compiles once, as render.bench.ts does and a server does. */
function rate(compiled: Compiled, page: (typeof pages)[number]): number {
  const options = { locale: 'en-US', now: NOW, partials: page.partials };
  const start = process.cpuUsage();
  let count = 0;
  let used = 0;
  while (used < sliceMs * 1000) {
    compiled.render(page.data, options);
    count++;
    const spent = process.cpuUsage(start);
    used = spent.user + spent.system;
  }
  return count / (used / 1e6);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
for (const page of pages.filter((p) => pageFilter()(p.name))) {
  const ours: number[] = [];
  const theirs: number[] = [];
  const mineCompiled = compileTemplate(page.jsonTemplate);
  const baseCompiled = baseCompile(page.jsonTemplate);
  for (let round = 0; round <= rounds; round++) {
    const order = round % 2 === 0 ? [true, false] : [false, true];
    for (const mine of order) {
      const r = rate(mine ? mineCompiled : baseCompiled, page);
      // Round 0 warms both up.
      if (round > 0) (mine ? ours : theirs).push(r);
    }
  }
  const a = median(ours);
  const b = median(theirs);
  console.log(
    `${page.name.padEnd(24)} this ${a.toFixed(0).padStart(6)}/s  base ${b.toFixed(0).padStart(6)}/s  ${(a / b).toFixed(2)}x`,
  );
}
