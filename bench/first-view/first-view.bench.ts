/**
 * A product page's first view in Chromium: a fresh browser context (nothing cached) opens the
 * demo store's product page and the bench counts what it downloaded (requests, JavaScript files,
 * bytes on the wire, headers included) and how long after navigation the add button worked
 * (its island hydrated: React handles its click from then on). Medians of several rounds.
 *
 * Run: `npx tsx bench/first-view/first-view.bench.ts [--rounds 7] [--path /shop/enamel-camp-mug]
 * [--origin http://localhost:3000] [--list]` (`--list`: every request of the last round). Without `--origin` it starts `node scripts/start.mjs` on a
 * free port (building what is not built) and stops it after. Measures, never gates.
 *
 * @module
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const option = (name: string, fallback: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 && process.argv[at + 1] ? process.argv[at + 1]! : fallback;
};
const rounds = Number(option('rounds', '7'));
const path = option('path', '/shop/enamel-camp-mug');

let origin = option('origin', '');
let stop = async () => {};
if (!origin) {
  const port = await freePort();
  const server = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port) },
    stdio: 'ignore',
  });
  origin = `http://localhost:${port}`;
  stop = async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  };
  while (
    (await fetch(`${origin}${path}`).then(
      (r) => r.status,
      () => 0,
    )) !== 200
  )
    await new Promise((resolve) => setTimeout(resolve, 200));
}

interface Round {
  requests: number;
  scripts: number;
  smallScripts: number;
  bytes: number;
  scriptBytes: number;
  headerBytes: number;
  addButtonMs: number;
  byType: Record<string, number>;
  list: string[];
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
const results: Round[] = [];
try {
  for (let i = 0; i < rounds; i++) results.push(await firstView());
} finally {
  await browser.close();
  await stop();
}

const median = (pick: (r: Round) => number) => {
  const sorted = results.map(pick).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};
const last = results.at(-1)!;
console.log(`first view of ${path}, median of ${rounds} fresh contexts:`);
console.log(
  `  requests: ${median((r) => r.requests)} (${Object.entries(last.byType)
    .map(([t, n]) => `${n} ${t}`)
    .join(', ')})`,
);
console.log(
  `  JavaScript files: ${median((r) => r.scripts)}, ${median((r) => r.smallScripts)} of them under 2 KB on the wire`,
);
console.log(
  `  bytes on the wire: ${kb(median((r) => r.bytes))} (JavaScript ${kb(median((r) => r.scriptBytes))}, response headers ${kb(median((r) => r.headerBytes))})`,
);
if (process.argv.includes('--list')) for (const line of last.list) console.log(`    ${line}`);
console.log(
  `  add button works (or, without one, every island hydrated) after: ${median((r) => r.addButtonMs).toFixed(0)} ms`,
);

async function firstView(): Promise<Round> {
  const context = await browser.newContext();
  const page = await context.newPage();
  // The moment the product form's island hydrates: React then handles the add button.
  // On a page without one (`--path /`), the moment every island has hydrated.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      const form = document.querySelector('[data-island="product-detail"]');
      const done = form
        ? form.hasAttribute('data-hydrated')
        : [...document.querySelectorAll('[data-island]')].every((island) => island.hasAttribute('data-hydrated'));
      if (done) {
        (window as unknown as { addButtonAt: number }).addButtonAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });
  });
  const finished: Promise<{ type: string; url: string; bytes: number; scriptBytes: number; headerBytes: number }>[] =
    [];
  page.on('requestfinished', (request) =>
    finished.push(
      request.sizes().then(async (sizes) => {
        const response = await request.response();
        const wire = sizes.responseBodySize + sizes.responseHeadersSize;
        const type = request.resourceType();
        return {
          type,
          url: request.url(),
          bytes: wire,
          scriptBytes: type === 'script' ? wire : 0,
          headerBytes: response ? sizes.responseHeadersSize : 0,
        };
      }),
    ),
  );
  await page.goto(`${origin}${path}`);
  await page.waitForFunction(
    () => (window as unknown as { addButtonAt?: number }).addButtonAt !== undefined,
    undefined,
    {
      timeout: 30_000,
    },
  );
  await page.waitForLoadState('networkidle');
  const addButtonMs = await page.evaluate(() => (window as unknown as { addButtonAt: number }).addButtonAt);
  const requests = await Promise.all(finished);
  await context.close();
  const byType: Record<string, number> = {};
  for (const r of requests) byType[r.type] = (byType[r.type] ?? 0) + 1;
  const scripts = requests.filter((r) => r.type === 'script');
  return {
    requests: requests.length,
    scripts: scripts.length,
    smallScripts: scripts.filter((r) => r.bytes - r.headerBytes < 2048).length,
    bytes: requests.reduce((sum, r) => sum + r.bytes, 0),
    scriptBytes: requests.reduce((sum, r) => sum + r.scriptBytes, 0),
    headerBytes: requests.reduce((sum, r) => sum + r.headerBytes, 0),
    addButtonMs,
    byType,
    list: requests.map((r) => `${r.type} ${r.bytes - r.headerBytes} + ${r.headerBytes} B ${new URL(r.url).pathname}`),
  };
}

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
