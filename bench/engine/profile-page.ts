/**
 * Renders one page with our engine in a loop, for the CPU profiler:
 * `node --import tsx --cpu-prof --cpu-prof-dir=/tmp/prof bench/engine/profile-page.ts --page store --seconds 5`.
 */
import { engines } from './engines';
import { option, pageFilter } from './measure';
import { pages } from './pages';

const ours = engines[0];
const seconds = option('seconds', 5);
for (const page of pages.filter((page) => pageFilter()(page.name))) {
  const compiled = ours.compile(page);
  const until = performance.now() + seconds * 1000;
  let count = 0;
  while (performance.now() < until) {
    ours.render(compiled, page);
    count++;
  }
  console.log(`${page.name}: ${count} renders in ${seconds} s`);
}
