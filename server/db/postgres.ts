import postgres from 'postgres';
import type { Database, Row, Sql } from './driver';

/** A PostgreSQL server through the `postgres` client (a small pool per process). */
export async function openPostgres(url: string): Promise<Database> {
  const sql = postgres(url, { max: 10, onnotice: () => {}, connect_timeout: 10 });
  const query = async <T extends Row>(
    runner: postgres.Sql | postgres.TransactionSql,
    text: string,
    params?: readonly unknown[],
  ) => (await runner.unsafe(text, (params ?? []) as postgres.ParameterOrJSON<never>[])) as unknown as T[];
  return {
    kind: 'postgres',
    query: (text, params) => query(sql, text, params),
    transaction: (work) =>
      sql.begin((tx) => {
        const scoped: Sql = { query: (text, params) => query(tx, text, params) };
        return work(scoped);
      }) as Promise<Awaited<ReturnType<typeof work>>>,
    exec: async (script) => {
      await sql.unsafe(script);
    },
    close: () => sql.end({ timeout: 5 }),
  };
}
