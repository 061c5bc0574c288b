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
