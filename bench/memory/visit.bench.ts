/**
 * The server's memory at rest: after start, and after every page of both demo sites was asked
 * for once (with the scripts, stylesheets and images those pages link). Starts `node
 * scripts/start.mjs` (the embedded database unless DATABASE_URL is set), waits for it to settle,
 * then follows every same-site link from each site's home page with GET requests only.
 *
 * Run: `npx tsx bench/memory/visit.bench.ts`. Measures, never gates.
 *
 * @module
 */
import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { describeMemory, startMeasuredServer } from './server-process';

/** What a visitor can reach by links; the owner app and the API are not pages. */
const SKIPPED = /^\/(config|api|account\/sign-out)(\/|$)/;
const MOST_URLS_PER_SITE = 600;
const SETTLE_MS = 5_000;

const server = await startMeasuredServer();
const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
await settle();
console.log(`idle after start: ${describeMemory(await server.memory())}`);

let asked = 0;
const statuses: Record<number, number> = {};
for (const host of [`localhost:${server.port}`, `another.localhost:${server.port}`]) {
  const seen = new Set<string>(['/']);
  const queue = ['/'];
  while (queue.length > 0 && seen.size <= MOST_URLS_PER_SITE) {
    const path = queue.shift() as string;
    const { status, type, body } = await get(host, path);
    asked++;
    statuses[status] = (statuses[status] ?? 0) + 1;
    if (!type.startsWith('text/html')) continue;
    for (const link of links(body, host)) {
      if (seen.has(link) || SKIPPED.test(link)) continue;
      seen.add(link);
      queue.push(link);
    }
  }
}
console.log(`asked ${asked} URLs: ${JSON.stringify(statuses)}`);
await settle();
console.log(`idle after the visit: ${describeMemory(await server.memory())}`);
console.log(`resident by kind: ${JSON.stringify(server.regions())} MB`);
console.log(`after a full collection: ${describeMemory(await server.memory(true))}`);
await server.stop();

/** The paths a page links to on its own site (anchors, stylesheets, scripts, images), without fragments. */
function links(html: string, host: string): string[] {
  const found: string[] = [];
  for (const match of html.matchAll(/\s(?:href|src)="([^"]+)"/g)) {
    const value = match[1].replaceAll('&amp;', '&');
    const url = new URL(value, `http://${host}/`);
    if (url.host === host && url.protocol === 'http:') found.push(url.pathname + url.search);
  }
  return found;
}

/** GET with the site's Host header (fetch would send the URL's host). */
function get(host: string, path: string): Promise<{ status: number; type: string; body: string }> {
  const port = Number(host.split(':')[1]);
  return new Promise((resolve, reject) => {
    const asking = request(
      { host: '127.0.0.1', port, path, headers: { Host: host, 'Accept-Encoding': 'gzip' } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const type = String(res.headers['content-type'] ?? '');
          const gzipped = res.headers['content-encoding'] === 'gzip';
          const raw = Buffer.concat(chunks);
          const body = type.startsWith('text/html') ? (gzipped ? gunzipSync(raw) : raw).toString('utf8') : '';
          resolve({ status: res.statusCode ?? 0, type, body });
        });
      },
    );
    asking.on('error', reject);
    asking.end();
  });
}
