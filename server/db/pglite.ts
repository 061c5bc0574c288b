import { PGlite } from '@electric-sql/pglite';
import { mkdirSync } from 'node:fs';
import { isReadStatement } from './read-statement';
import type { Database, Row, Sql } from './driver';

/** PostgreSQL compiled to WASM, in this process. `dataDir` 'memory://' keeps nothing on disk. */
export async function openPglite(dataDir: string): Promise<Database> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const pg = await PGlite.create(dataDir);
  const query = async <T extends Row>(runner: Pick<PGlite, 'query'>, text: string, params?: readonly unknown[]) =>
    (await runner.query<T>(text, params as unknown[] | undefined)).rows;
  let started = 0;
  let finished = 0;
  const writing = <T>(run: () => Promise<T>): Promise<T> => {
    started++;
    return run().finally(() => finished++);
  };
  return {
    kind: 'pglite',
    get writeMark() {
      return started === finished ? started : Number.NaN;
    },
    query: (text, params) => (isReadStatement(text) ? query(pg, text, params) : writing(() => query(pg, text, params))),
    // PGlite has a single connection and queues transactions, so they never interleave.
    transaction: (work) =>
      writing(() =>
        pg.transaction((tx) => {
          const scoped: Sql = { query: (text, params) => query(tx, text, params) };
          return work(scoped);
        }),
      ),
    exec: (script) => writing(async () => void (await pg.exec(script))),
    close: () => pg.close(),
  };
}
