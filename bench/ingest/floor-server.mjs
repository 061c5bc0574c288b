/**
 * The floor of the ingest bench: the cheapest server a tracking flood can meet. Bare node:http
 * with `WORKERS` processes (node:cluster, as `npm start` runs), answering every request with the
 * 429 the app's tracking budget sends, without reading the body, keep-alive. Whatever the page
 * loses beside a flood this server answers is lost to the load generator and the kernel, not to
 * the app: it is what the machine allows. Plain JavaScript run by node, so nothing (tsx, the
 * app's modules) makes it dearer than it must be. Prints `listening <port> pids <pid,…>` once every
 * worker listens.
 *
 *   node bench/ingest/floor-server.mjs <port> [workers]
 */
import cluster from 'node:cluster';
import { createServer } from 'node:http';

const port = Number(process.argv[2]);
const workers = Number(process.argv[3] ?? 1);
const BODY = JSON.stringify({ error: 'Please try again in a few seconds.' });
const HEADERS = {
  'Content-Type': 'application/json',
  'Content-Length': Buffer.byteLength(BODY),
  'Retry-After': '1',
};

if (cluster.isPrimary && workers > 1) {
  let listening = 0;
  for (let i = 0; i < workers; i++) cluster.fork();
  cluster.on('listening', () => {
    const pids = Object.values(cluster.workers ?? {}).map((worker) => worker?.process.pid);
    if (++listening === workers) console.log(`listening ${port} pids ${pids.join(',')}`);
  });
  process.on('SIGTERM', () => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill();
    process.exit(0);
  });
} else {
  const server = createServer((_request, response) => {
    response.writeHead(429, HEADERS);
    response.end(BODY);
  });
  server.listen(port, '127.0.0.1', () => {
    if (!cluster.isWorker) console.log(`listening ${port} pids ${process.pid}`);
  });
  process.on('SIGTERM', () => process.exit(0));
}
