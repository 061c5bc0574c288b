/**
 * Compiles per second of the product-collection page, per engine (see README.md); then the
 * same with a first render on empty data, which counts the work an engine defers from its
 * compile to its first render (ours builds its closures there).
 */
import { fileURLToPath } from 'node:url';
import { engines } from './engines';
import { measure, option, printFigures } from './measure';

export function compileBench(rounds: number, sliceMs: number): void {
  const figures = measure(engines, (engine) => () => engine.compile(engine.source), rounds, sliceMs);
  printFigures('compile: product-collection page', 'compiles', figures);
  const cold = measure(engines, (engine) => () => engine.render(engine.compile(engine.source), {}), rounds, sliceMs);
  printFigures('compile and a first render on empty data', 'compiles', cold);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) compileBench(option('rounds', 5), option('slice-ms', 300));
