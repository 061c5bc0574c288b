/**
 * `npm start`: serves every fixture site on PORT (default 3000) with the embedded database,
 * or DATABASE_URL's server. Builds the island bundle first when none is built, and seeds
 * stock from the fixtures without touching stock the database already has.
 *
 * @module
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { MANIFEST_PATH } from '../islands';
import { createApp, openDatabase, seedStock, consoleLogger, FIXTURES_DIR, ROOT_DIR, TEMPLATES_DIR, loadSecret, SiteRegistry, stockRows } from '../server';
import { buildIslands } from './build';
import type { DevEvents, Site } from '../server';

export interface StartOptions {
  port: number;
  /** Dev mode: a dev bundle is always built, errors show in pages, reload events flow. */
  dev?: DevEvents;
}

export interface RunningServer {
  sites: SiteRegistry;
  close(): Promise<void>;
}

export async function startServer({ port, dev }: StartOptions): Promise<RunningServer> {
  if (dev || !existsSync(MANIFEST_PATH)) {
    consoleLogger.info(dev ? 'Building the islands (dev)…' : 'No island bundle yet: building it…');
    await buildIslands({ dev: Boolean(dev) });
  }
  const db = await openDatabase();
  const sites = await SiteRegistry.load({ fixturesDir: FIXTURES_DIR, templatesDir: TEMPLATES_DIR });
  for (const site of sites.all()) await seedStock(db, site.id, stockRows(site));
  const secret = await loadSecret(join(ROOT_DIR, '.data'));
  const app = createApp({ sites, db, secret, dev });

  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, port }, () => resolve(s));
    s.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? new Error(`Port ${port} is in use: stop the other server or set PORT.`) : error),
    );
  });
  for (const line of siteUrls(sites.all(), port)) consoleLogger.info(line);
  return {
    sites,
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Keep-alive sockets and dev event streams would hold the close open.
        if ('closeAllConnections' in server) server.closeAllConnections();
      });
      await db.close();
    },
  };
}

function siteUrls(sites: Site[], port: number): string[] {
  const lines: string[] = [];
  const main = sites.find((s) => s.isDefault);
  if (main) lines.push(`Demo store: http://localhost:${port}/`);
  for (const site of sites) {
    if (site === main || !site.hosts[0]) continue;
    lines.push(`${String(site.website.siteTitle ?? site.id)}: http://${site.hosts[0]}:${port}/`);
  }
  return lines;
}

/**
 * Stops on SIGINT or SIGTERM after closing the server and the database. A repeated signal is
 * ignored (Ctrl-C reaches every process of the group, and tsx relays it once more); a close
 * that hangs is cut short after 10 seconds.
 */
export function closeOnSignals(close: () => Promise<void>): void {
  let closing = false;
  const stop = (signal: string) => {
    if (closing) return;
    closing = true;
    consoleLogger.info(`${signal}: shutting down…`);
    setTimeout(() => process.exit(1), 10_000).unref();
    close().then(
      () => process.exit(0),
      (error) => {
        consoleLogger.error(String(error));
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

export async function main(_argv: string[]): Promise<void> {
  const running = await startServer({ port: Number(process.env.PORT) || 3000 });
  closeOnSignals(running.close);
}
