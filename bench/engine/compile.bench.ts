/**
 * Compiles per second of each page, per engine (see README.md); then the same with a first
 * render on empty data, which counts the work an engine defers from its compile to its first
 * render (ours builds its closures there).
 */
import { fileURLToPath } from 'node:url';
import { engines } from './engines';
import { measure, option, pageFilter, printFigures } from './measure';
import { pages } from './pages';

export function compileBench(rounds: number, sliceMs: number): void {
  for (const page of pages.filter((page) => pageFilter()(page.name))) {
    const peers = engines.filter((engine) => engine.has(page));
    const figures = measure(peers, (engine) => () => engine.compile(page), rounds, sliceMs);
    printFigures(`compile: ${page.name}`, 'compiles', figures);
    const cold = measure(peers, (engine) => () => engine.render(engine.compile(page), page, {}), rounds, sliceMs);
    printFigures(`compile and a first render on empty data: ${page.name}`, 'compiles', cold);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) compileBench(option('rounds', 5), option('slice-ms', 300));
