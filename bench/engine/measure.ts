/**
 * Interleaved measurement: every round gives each engine the same time slice, in rotating
 * order, so machine noise falls on all alike. The first round only warms up. Rates are per
 * second of this process's CPU time (other processes on a shared machine do not count), and
 * each engine's figure is the median of its slices (with the best beside it).
 */
import type { BenchEngine } from './engines';

export interface Figure {
  name: string;
  perSecond: number;
  best: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

export function measure(
  engines: BenchEngine[],
  operation: (engine: BenchEngine) => () => void,
  rounds: number,
  sliceMs: number,
): Figure[] {
  const runs = engines.map((engine) => ({ name: engine.name, run: operation(engine), rates: [] as number[] }));
  for (let round = 0; round <= rounds; round++) {
    for (let k = 0; k < runs.length; k++) {
      const entry = runs[(round + k) % runs.length];
      let count = 0;
      const started = performance.now();
      const cpuStarted = process.cpuUsage();
      while (performance.now() - started < sliceMs) {
        entry.run();
        count++;
      }
      const cpu = process.cpuUsage(cpuStarted);
      const cpuMs = (cpu.user + cpu.system) / 1000;
      if (round > 0) entry.rates.push((count * 1000) / cpuMs);
    }
  }
  return runs.map(({ name, rates }) => ({ name, perSecond: median(rates), best: Math.max(...rates) }));
}

/** One line per engine: its median rate, its best, and ours as a multiple of it. */
export function printFigures(title: string, unit: string, figures: Figure[]): void {
  const ours = figures.find((figure) => figure.name === 'ours');
  console.log(`\n${title}`);
  for (const { name, perSecond, best } of figures) {
    const ratio = ours && name !== 'ours' ? `  ours ${(ours.perSecond / perSecond).toFixed(2)}x` : '';
    console.log(`  ${name.padEnd(30)} ${perSecond.toFixed(0).padStart(8)} ${unit}/s (best ${best.toFixed(0)})${ratio}`);
  }
}

export function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
}

/** `--page NAME` runs the pages whose name contains NAME; all pages otherwise. */
export function pageFilter(): (name: string) => boolean {
  const at = process.argv.indexOf('--page');
  const wanted = at > 0 ? process.argv[at + 1] : undefined;
  return (name) => wanted === undefined || name.includes(wanted);
}
