/**
 * The load side of the add-to-cart bench, run in its own process: autocannon at the given
 * connections, each request from the next visitor of the list (their crumb, cart cookie and
 * address), so the rate limits measure as they would with many shoppers. Prints one JSON line.
 *
 *   npx tsx bench/cart/cannon.ts <url> <visitors.json> <connections> <seconds>
 */
import { readFile } from 'node:fs/promises';
// autocannon ships no types; the bench reads only the figures it prints.
// @ts-expect-error no declaration file
import autocannon from 'autocannon';

interface BenchVisitor {
  crumb: string;
  cookie: string;
  /** Sent as X-Forwarded-For, which the bench's server trusts as its proxy's. */
  address: string;
}

const [url, visitorsFile, connections, seconds] = process.argv.slice(2);
const visitors = JSON.parse(await readFile(visitorsFile, 'utf8')) as BenchVisitor[];
const body = JSON.stringify({ itemId: 'prod-lamp', sku: null, quantity: 1, additionalFields: null });
let next = 0;

const result = await autocannon({
  url,
  connections: Number(connections),
  duration: Number(seconds),
  headers: { Host: 'shop.localhost' },
  requests: [
    {
      method: 'POST',
      path: '/api/commerce/shopping-cart/entries',
      setupRequest(request: Record<string, unknown>) {
        const visitor = visitors[next++ % visitors.length];
        return {
          ...request,
          body,
          headers: {
            Host: 'shop.localhost',
            'Content-Type': 'application/json',
            Accept: 'application/json',
            Cookie: visitor.cookie,
            'X-CSRF-Token': visitor.crumb,
            'X-Forwarded-For': visitor.address,
          },
        };
      },
    },
  ],
});
console.log(
  JSON.stringify({
    requests: result.requests.average,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  }),
);
