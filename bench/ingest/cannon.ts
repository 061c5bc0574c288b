/**
 * The load side of the ingest bench, run in its own process: autocannon at the given
 * connections, either page-view hits (`hit`: POST /api/census/RecordHit, each from the next
 * visitor of the list: crumb, visitor cookie, address) or the product page (`page`: GET).
 * Prints one JSON line. The site and page are the commerce test store's unless CANNON_HOST and
 * CANNON_PAGE name others (workers.bench.ts loads the demo store); hits carry CANNON_AGENT as
 * their user agent, so a bench can delete exactly its own.
 *
 *   npx tsx bench/ingest/cannon.ts <url> <hit|page> <visitors.json> <connections> <seconds> [requests per second, all connections]
 */
import { readFile } from 'node:fs/promises';
// autocannon ships no types; the bench reads only the figures it prints.
// @ts-expect-error no declaration file
import autocannon from 'autocannon';

export interface BenchVisitor {
  crumb: string;
  visitorId: string;
  /** Sent as X-Forwarded-For, which the bench's server trusts as its proxy's. */
  address: string;
}

export const PRODUCT_PAGE = process.env.CANNON_PAGE || '/shop/lamp';
const HOST = process.env.CANNON_HOST || 'shop.localhost';
const AGENT = process.env.CANNON_AGENT || 'bench';

const [url, mode, visitorsFile, connections, seconds, rate] = process.argv.slice(2);
const visitors = JSON.parse(await readFile(visitorsFile!, 'utf8')) as BenchVisitor[];
let next = 0;

/** One visitor's hit, body and headers, made once: the load process must not be what is slow. */
function visitorHit(visitor: BenchVisitor) {
  const cvr = `${visitor.visitorId}.1.1700000000000`;
  const data = {
    url: `http://${HOST}${PRODUCT_PAGE}`,
    title: 'Camp Lamp',
    userAgent: AGENT,
    clientDate: new Date().toISOString(),
    viewportInnerWidth: 1280,
    viewportInnerHeight: 800,
    screenWidth: 1920,
    screenHeight: 1080,
    website_locale: 'en-US',
    itemId: 'prod-lamp',
    recordType: 11,
    pageType: 50,
  };
  return {
    body: new URLSearchParams({ crumb: visitor.crumb, event: '1', data: JSON.stringify(data), ss_cvr: cvr }).toString(),
    headers: {
      Host: HOST,
      'Content-Type': 'application/x-www-form-urlencoded',
      Cookie: `crumb=${visitor.crumb}; ss_cvr=${cvr}`,
      'X-Forwarded-For': visitor.address,
    },
  };
}
const hits = mode === 'hit' ? visitors.map(visitorHit) : [];

function hitRequest(request: Record<string, unknown>) {
  return { ...request, ...hits[next++ % hits.length]! };
}

const result = await autocannon({
  url,
  connections: Number(connections),
  duration: Number(seconds),
  ...(rate ? { overallRate: Number(rate) } : {}),
  headers: { Host: HOST },
  requests: [
    mode === 'hit'
      ? { method: 'POST', path: '/api/census/RecordHit', setupRequest: hitRequest }
      : { method: 'GET', path: PRODUCT_PAGE },
  ],
});
const cpu = process.cpuUsage();
console.log(
  JSON.stringify({
    requests: result.requests.average,
    total: result.requests.total,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    // What generating the load cost: on a machine it shares with the server, a core it takes.
    cpuSeconds: (cpu.user + cpu.system) / 1e6,
  }),
);
