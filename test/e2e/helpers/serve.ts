/** Serves a fetch handler (a Hono app) on a free loopback port for the browser to visit. */
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';

export interface RunningServer {
  /** `http://127.0.0.1:PORT` */
  origin: string;
  port: number;
  close(): Promise<void>;
}

export function serveFetch(fetch: (request: Request) => Response | Promise<Response>): Promise<RunningServer> {
  return new Promise((resolve) => {
    const server = serve({ fetch, hostname: '127.0.0.1', port: 0 }, (info: AddressInfo) => {
      resolve({
        origin: `http://127.0.0.1:${info.port}`,
        port: info.port,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}

type Fetch = (request: Request) => Response | Promise<Response>;

/**
 * Serves an app built once its port is known, so the links it mails name the site as
 * `npm start` would: `http://{host}:PORT` (SITE_URL). Tests open such a link on `origin`
 * with `onServer`, keeping the browser on the address its cookies belong to.
 */
export async function serveWithSiteUrl(build: (siteUrl: string) => Fetch): Promise<RunningServer> {
  let fetch: Fetch | undefined;
  const server = await serveFetch((request) => fetch!(request));
  fetch = build(`http://{host}:${server.port}`);
  return server;
}

/** A mailed link of `host`'s site, checked to name that site on this server, as a URL on `server.origin`. */
export function onServer(server: RunningServer, link: string, host = 'demo.localhost'): string {
  const url = new URL(link);
  if (url.host !== `${host}:${server.port}`) throw new Error(`${link} does not name ${host} on port ${server.port}`);
  return `${server.origin}${url.pathname}${url.search}${url.hash}`;
}
