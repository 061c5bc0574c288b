/**
 * The functions that took the most self time in node CPU profiles (as workers.bench.ts
 * --cpu-prof writes them): each profile's samples counted by function and place, the top ones
 * printed per profile. Samples are counted, not weighted by the time between them: on a loaded
 * machine the sampler thread waits for a core too, and a sample after a long wait says where
 * the process was when it lost the core, not where that time went. The first sample (its
 * interval runs from the profiler's start) is left out.
 *
 *   npx tsx bench/ingest/top-self-time.ts <dir or .cpuprofile files…> [--top 15]
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const args = process.argv.slice(2);
const topAt = args.indexOf('--top');
const top = topAt === -1 ? 15 : Number(args[topAt + 1]);
const paths = topAt === -1 ? args : args.filter((_, i) => i !== topAt && i !== topAt + 1);

async function profileFiles(path: string): Promise<string[]> {
  if (!(await stat(path)).isDirectory()) return [path];
  return (await readdir(path)).filter((name) => name.endsWith('.cpuprofile')).map((name) => join(path, name));
}

/** `name (file:line)`, the file shortened to what follows node_modules/ or the repository. */
function label({ functionName, url, lineNumber }: ProfileNode['callFrame']): string {
  const file = url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*?\/(server|scripts)\//, '$1/');
  return `${functionName || '(anonymous)'}${file ? ` ${file}:${lineNumber + 1}` : ''}`;
}

for (const file of (await Promise.all(paths.map(profileFiles))).flat()) {
  const profile = JSON.parse(await readFile(file, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfSamples = new Map<string, number>();
  let busy = 0;
  for (const id of profile.samples.slice(1)) {
    const node = byId.get(id)!;
    if (node.callFrame.functionName === '(idle)') continue;
    busy += 1;
    const name = label(node.callFrame);
    selfSamples.set(name, (selfSamples.get(name) ?? 0) + 1);
  }
  console.log(`${file}: ${busy} samples`);
  for (const [name, count] of [...selfSamples].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`  ${((100 * count) / busy).toFixed(1).padStart(5)}%  ${String(count).padStart(5)}  ${name}`);
}
