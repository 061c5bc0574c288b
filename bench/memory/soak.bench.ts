/**
 * The server's memory under mixed traffic: starts `node scripts/start.mjs` (the demo sites on
 * the embedded database unless DATABASE_URL is set) on a free port, then four loops of visitors
 * ask for pages (home, shop, product pages, journal, gallery), add to their carts, open the cart
 * and checkout pages and send tracking hits, for `--minutes` (default 10). Every 10 seconds it
 * prints the server's resident memory (VmRSS), its peak so far (VmHWM) and the answers so far.
 *
 * Run: `npx tsx bench/memory/soak.bench.ts [--minutes 10]`. Measures, never gates.
 *
 * @module
 */
import { describeMemory, type MemoryFigures, startMeasuredServer } from './server-process';

const at = process.argv.indexOf('--minutes');
const minutes = at > 0 ? Number(process.argv[at + 1]) : 10;
const PAGES = ['/', '/shop', '/shop/enamel-camp-mug', '/shop/brass-trail-lantern', '/journal', '/gallery', '/about'];
const ITEM = { itemId: 'prod-enamel-camp-mug', sku: 'NW-ENACAMMUG-CREAM', quantity: 1, additionalFields: null };

const server = await startMeasuredServer({ TRACKING_SHED_LAG_MS: '0' });
const { origin } = server;

const answers: Record<string, number> = {};
const count = (kind: string, status: number) =>
  (answers[`${kind} ${status}`] = (answers[`${kind} ${status}`] ?? 0) + 1);
const started = Date.now();
const ends = started + minutes * 60_000;
const samples: MemoryFigures[] = [];
console.log(`after start: ${describeMemory(await server.memory())}`);
const cpuAtStart = server.cpuSeconds();

/** One visitor after another: each gets its crumb from a page, then browses, adds and checks out. */
async function visitorLoop(): Promise<void> {
  while (Date.now() < ends) {
    const first = await fetch(`${origin}/`);
    count('page', first.status);
    await first.arrayBuffer();
    const cookies = first.headers.getSetCookie().map((c) => c.split(';')[0]);
    const crumb = cookies.find((c) => c.startsWith('crumb='))?.slice('crumb='.length) ?? '';
    const headers = { Cookie: cookies.join('; '), Origin: origin, 'X-CSRF-Token': crumb };
    for (let step = 0; step < 12 && Date.now() < ends; step++) {
      const roll = step % 6;
      const response =
        roll === 3
          ? await fetch(`${origin}/api/commerce/shopping-cart/entries`, {
              method: 'POST',
              headers: { ...headers, 'Content-Type': 'application/json', Accept: 'application/json' },
              body: JSON.stringify(ITEM),
            })
          : roll === 4
            ? await fetch(`${origin}/api/census/RecordHit`, {
                method: 'POST',
                headers: { ...headers, 'Content-Type': 'application/x-www-form-urlencoded' },
                body: new URLSearchParams({
                  crumb,
                  event: '1',
                  data: JSON.stringify({ url: `${origin}/shop`, title: 'Shop' }),
                }).toString(),
              })
            : await fetch(
                `${origin}${roll === 5 ? (step > 6 ? '/checkout' : '/cart') : PAGES[(step * 7 + roll) % PAGES.length]}`,
                {
                  headers,
                },
              );
      count(roll === 3 ? 'add' : roll === 4 ? 'hit' : 'page', response.status);
      await response.arrayBuffer();
    }
  }
}

const loops = Array.from({ length: 4 }, visitorLoop);
const timer = setInterval(async () => {
  const seconds = Math.round((Date.now() - started) / 1000);
  const figures = await server.memory();
  samples.push(figures);
  console.log(`${seconds} s: ${describeMemory(figures)}, answers ${JSON.stringify(answers)}`);
}, 10_000);
await Promise.all(loops);
clearInterval(timer);
console.log(`end: ${describeMemory(await server.memory())}, answers ${JSON.stringify(answers)}`);
console.log(`resident by kind: ${JSON.stringify(server.regions())} MB`);
// CPU a request: what a memory setting costs, comparable on a busy machine where the rate is not.
const requests = Object.values(answers).reduce((sum, count) => sum + count, 0);
const cpu = server.cpuSeconds() - cpuAtStart;
console.log(
  `server CPU ${cpu.toFixed(1)} s for ${requests} requests: ${((cpu * 1000) / requests).toFixed(2)} ms a request`,
);
// The trend after the first minute (warm-up): the least-squares slope of resident memory.
const warm = samples.slice(6);
if (warm.length > 1) {
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const xs = warm.map((_, index) => index / 6);
  const ys = warm.map((figures) => figures.rss);
  const [mx, my] = [mean(xs), mean(ys)];
  const slope =
    xs.reduce((sum, x, index) => sum + (x - mx) * (ys[index] - my), 0) / xs.reduce((sum, x) => sum + (x - mx) ** 2, 0);
  const rss = warm.map((figures) => figures.rss);
  const minutesMax = Array.from({ length: Math.ceil(samples.length / 6) }, (_, minute) =>
    Math.max(...samples.slice(minute * 6, minute * 6 + 6).map((figures) => figures.rss)),
  );
  console.log(`highest rss of each minute: ${minutesMax.join(', ')} MB`);
  console.log(
    `after warm-up: rss ${Math.min(...rss)}-${Math.max(...rss)} MB, trend ${slope.toFixed(2)} MB a minute, ${Math.round(
      Object.values(answers).reduce((sum, count) => sum + count, 0) / minutes / 60,
    )} requests a second`,
  );
}
await server.stop();
