/**
 * For tests of what is kept under the watched write mark (write-watch.ts, reads-until-write.ts):
 * notifications of another connection arrive some time after its commit, so tests wait for them.
 */
import postgres from 'postgres';
import { afterAll, beforeAll } from 'vitest';
import type { Database, Row, Sql } from './driver';
import type { MarkedSql } from './reads-until-write';

/** Polls `check` until it holds (every 25 ms, 10 s at most). */
export async function until(check: () => boolean | Promise<boolean>, what: string): Promise<void> {
  for (let tries = 0; tries < 400; tries++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`Never happened: ${what}`);
}

/** Until `db` has heard every write sent so far: its mark is a number and stands still for a while. */
export function heardAllWrites(db: MarkedSql): Promise<void> {
  return until(async () => {
    const mark = db.watchedWriteMark;
    await new Promise((resolve) => setTimeout(resolve, 150));
    return Number.isFinite(mark) && db.watchedWriteMark === mark;
  }, 'the watched write mark standing still');
}

/** `db` with its mark and a count of the selects sent through it. */
export function countedSelects(db: MarkedSql): MarkedSql & { selects: number } {
  const sql = {
    selects: 0,
    get watchedWriteMark() {
      return db.watchedWriteMark;
    },
    query: ((text, params) => {
      if (/^\s*select\b/i.test(text)) sql.selects++;
      return db.query(text, params);
    }) as Sql['query'],
  };
  return sql;
}

/**
 * Another process's writes to the database `db` is on: a connection of its own on a PostgreSQL
 * server, `db` itself on PGlite (no other process can open it). `end` closes the connection.
 */
export function anotherProcess(db: Database): {
  write(text: string, params?: unknown[]): Promise<Row[]>;
  end(): Promise<void>;
} {
  if (db.kind !== 'postgres') return { write: (text, params) => db.query(text, params), end: async () => {} };
  const client = postgres(process.env.DATABASE_URL!, { max: 1, onnotice: () => {} });
  return {
    write: async (text, params) => [...(await client.unsafe(text, (params ?? []) as never[]))],
    end: () => client.end(),
  };
}

/**
 * A suite's database, opened before its tests with `anotherProcess` beside it, both closed
 * after them. The returned object takes its fields when the suite starts: read them in tests.
 */
export function suiteDatabase(open: () => Promise<Database>): {
  db: Database;
  other: ReturnType<typeof anotherProcess>;
} {
  const suite = {} as { db: Database; other: ReturnType<typeof anotherProcess> };
  beforeAll(async () => {
    suite.db = await open();
    suite.other = anotherProcess(suite.db);
  });
  afterAll(async () => {
    await suite.other?.end();
    await suite.db?.close();
  });
  return suite;
}
