/**
 * For tests of what is kept under the watched write mark (write-watch.ts, reads-until-write.ts):
 * notifications of another connection arrive some time after its commit, so tests wait for them.
 */
import type { Sql } from './driver';
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
