/**
 * Interleaved measurement: every round gives each engine the same time slice, in rotating
 * order, so machine noise falls on all alike. The first round only warms up.
 */
import type { BenchEngine } from './engines';

export interface Figure { name: string; perSecond: number }

export function measure(engines: BenchEngine[], operation: (engine: BenchEngine) => () => void, rounds: number, sliceMs: number): Figure[] {
  const runs = engines.map((engine) => ({ name: engine.name, run: operation(engine), count: 0, ms: 0 }));
  for (let round = 0; round <= rounds; round++) {
    for (let k = 0; k < runs.length; k++) {
      const entry = runs[(round + k) % runs.length];
      let count = 0;
      const started = performance.now();
      let elapsed = 0;
      while (elapsed < sliceMs) {
        entry.run();
        count++;
        elapsed = performance.now() - started;
      }
      if (round > 0) {
        entry.count += count;
        entry.ms += elapsed;
      }
    }
  }
  return runs.map(({ name, count, ms }) => ({ name, perSecond: (count * 1000) / ms }));
}

export function printFigures(title: string, unit: string, figures: Figure[]): void {
  const ours = figures.find((figure) => figure.name === 'ours');
  console.log(`\n${title}`);
  for (const { name, perSecond } of figures) {
    const ratio = ours && name !== 'ours' ? `  ours ${(ours.perSecond / perSecond).toFixed(2)}x` : '';
    console.log(`  ${name.padEnd(30)} ${perSecond.toFixed(0).padStart(8)} ${unit}/s${ratio}`);
  }
}

export function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
}
