import { PGlite } from '@electric-sql/pglite';
import { mkdirSync } from 'node:fs';
import { createDataDirApart, needsInitdb } from './pglite-create-apart';
import { isReadStatement } from './read-statement';
import { WatchedWriteMark } from './watched-writes';
import type { Database, Row, Sql } from './driver';

/**
 * PostgreSQL's shared buffers inside PGlite (issue 28, "Memory"). Its default, 128 MB, lives in
 * this process's memory on top of everything else, while a store's tables are a few MB and
 * reads past the buffers reach the data directory's files through the operating system's page
 * cache anyway: 16 MB took a demo server's resident memory down by about 110 MB.
 */
export const PGLITE_SHARED_BUFFERS = '16MB';

/**
 * PostgreSQL compiled to WASM, in this process. `dataDir` 'memory://' keeps nothing on disk;
 * `loadDataDir` starts it from a copy of another's data (PGlite's dumpDataDir()).
 */
export async function openPglite(dataDir: string, options: { loadDataDir?: Blob } = {}): Promise<Database> {
  if (!dataDir.startsWith('memory://')) {
    mkdirSync(dataDir, { recursive: true });
    if (!options.loadDataDir && needsInitdb(dataDir)) await createDataDirApart(dataDir);
  }
  return pgliteDatabase(
    await PGlite.create({
      dataDir,
      loadDataDir: options.loadDataDir,
      postgresqlconf: `shared_buffers=${PGLITE_SHARED_BUFFERS}`,
    }),
  );
}

/** A running PGlite as the store's Database. */
export function pgliteDatabase(pg: PGlite): Database {
  const query = async <T extends Row>(runner: Pick<PGlite, 'query'>, text: string, params?: readonly unknown[]) =>
    (await runner.query<T>(text, params as unknown[] | undefined)).rows;
  let started = 0;
  let finished = 0;
  const writing = <T>(run: () => Promise<T>): Promise<T> => {
    started++;
    return run().finally(() => finished++);
  };
  // Only writes to the watched tables drop what pages keep (watched-writes.ts).
  const watched = new WatchedWriteMark();
  return {
    kind: 'pglite',
    get writeMark() {
      return started === finished ? started : Number.NaN;
    },
    get watchedWriteMark() {
      return watched.value;
    },
    query: (text, params) =>
      isReadStatement(text)
        ? query(pg, text, params)
        : writing(() => watched.statement(text, () => query(pg, text, params))),
    // PGlite has a single connection and queues transactions, so they never interleave.
    transaction: (work) =>
      writing(() =>
        watched.transaction((sent) =>
          pg.transaction((tx) => {
            const scoped: Sql = {
              query: (text, params) => {
                sent(text);
                return query(tx, text, params);
              },
            };
            return work(scoped);
          }),
        ),
      ),
    exec: (script) => writing(() => watched.during(async () => void (await pg.exec(script)))),
    listen: (channel, onMessage) => pg.listen(channel, onMessage),
    close: () => pg.close(),
  };
}
