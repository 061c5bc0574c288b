/**
 * Renders per second of the product-collection page (60 products) per engine, after
 * checking that the four engines produce the same markup; then the compile figures.
 * `npm run bench:engine [-- --rounds N --slice-ms MS]`.
 */
import { fileURLToPath } from 'node:url';
import { collectionData } from './collection-data';
import { compileBench } from './compile.bench';
import { engines } from './engines';
import { measure, option, printFigures } from './measure';

const squash = (html: string) => html.replace(/\s+/g, ' ').replace(/> </g, '><').trim();

function checkEquivalent(): void {
  const outputs = engines.map((engine) => squash(engine.render(engine.compile(engine.source), collectionData)));
  engines.forEach((engine, i) => {
    if (outputs[i] !== outputs[0]) throw new Error(`${engine.name} renders different markup than ${engines[0].name}`);
  });
  console.log(`all ${engines.length} engines render the same ${outputs[0].length}-character page`);
}

export function renderBench(rounds: number, sliceMs: number): void {
  checkEquivalent();
  const figures = measure(engines, (engine) => {
    const compiled = engine.compile(engine.source);
    return () => engine.render(compiled, collectionData);
  }, rounds, sliceMs);
  printFigures('render: product-collection page, 60 products', 'renders', figures);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rounds = option('rounds', 5);
  const sliceMs = option('slice-ms', 300);
  renderBench(rounds, sliceMs);
  compileBench(rounds, sliceMs);
}
