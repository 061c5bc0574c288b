/**
 * Renders (or with `--compile`, compiles) one page with our engine in a loop, for the CPU
 * profiler: see README.md for bundling it first.
 */
import { engines } from './engines';
import { option, pageFilter } from './measure';
import { pages } from './pages';

const ours = engines[0];
const seconds = option('seconds', 5);
const compileOnly = process.argv.includes('--compile');
for (const page of pages.filter((page) => pageFilter()(page.name))) {
  if (compileOnly) {
    const until = performance.now() + seconds * 1000;
    let count = 0;
    for (; performance.now() < until; count++) ours.compile(page);
    console.log(`${page.name}: ${count} compiles in ${seconds} s`);
    continue;
  }
  const compiled = ours.compile(page);
  const until = performance.now() + seconds * 1000;
  let count = 0;
  while (performance.now() < until) {
    ours.render(compiled, page);
    count++;
  }
  console.log(`${page.name}: ${count} renders in ${seconds} s`);
}
