/** Compiles per second of the product-collection page, per engine (see README.md). */
import { fileURLToPath } from 'node:url';
import { engines } from './engines';
import { measure, option, printFigures } from './measure';

export function compileBench(rounds: number, sliceMs: number): void {
  const figures = measure(engines, (engine) => () => engine.compile(engine.source), rounds, sliceMs);
  printFigures('compile: product-collection page', 'compiles', figures);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) compileBench(option('rounds', 5), option('slice-ms', 300));
