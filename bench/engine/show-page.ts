/** Prints one page as ours renders it, for looking at: `npx tsx bench/engine/show-page.ts --page NAME`. */
import { engines } from './engines';
import { pageFilter } from './measure';
import { pages } from './pages';

const ours = engines[0];
for (const page of pages.filter((page) => pageFilter()(page.name))) console.log(ours.render(ours.compile(page), page));
