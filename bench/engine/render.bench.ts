/**
 * Renders per second of each page per engine, after checking that the engines produce the
 * same markup; then the compile figures. `npm run bench:engine [-- --rounds N --slice-ms MS --page NAME]`.
 */
import { fileURLToPath } from 'node:url';
import { compileBench } from './compile.bench';
import { engines } from './engines';
import { measure, option, pageFilter, printFigures } from './measure';
import { pages, type BenchPage } from './pages';

const squash = (html: string) => html.replace(/\s+/g, ' ').replace(/> </g, '><').trim();

function checkEquivalent(page: BenchPage, peers: typeof engines): void {
  const outputs = peers.map((engine) => squash(engine.render(engine.compile(page), page)));
  peers.forEach((engine, i) => {
    if (outputs[i] === outputs[0]) return;
    let at = 0;
    while (outputs[i][at] === outputs[0][at]) at++;
    throw new Error(
      `${page.name}: ${engine.name} renders different markup than ${peers[0].name} at ${at}:\n  ${outputs[0].slice(at - 80, at + 80)}\n  ${outputs[i].slice(at - 80, at + 80)}`,
    );
  });
  console.log(`\n${page.name}: all ${peers.length} engines render the same ${outputs[0].length}-character page`);
}

export function renderBench(rounds: number, sliceMs: number): void {
  for (const page of pages.filter((page) => pageFilter()(page.name))) {
    const peers = engines.filter((engine) => engine.has(page));
    checkEquivalent(page, peers);
    const figures = measure(
      peers,
      (engine) => {
        const compiled = engine.compile(page);
        return () => engine.render(compiled, page);
      },
      rounds,
      sliceMs,
    );
    printFigures(`render: ${page.name}`, 'renders', figures);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rounds = option('rounds', 5);
  const sliceMs = option('slice-ms', 300);
  renderBench(rounds, sliceMs);
  compileBench(rounds, sliceMs);
}
