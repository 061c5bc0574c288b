/**
 * A PostgreSQL server through the `postgres` client (a small pool per process), made to ride
 * out a database that drops its connections (a failover, a restart, an idle-connection
 * reaper): a statement on a lost connection fails with an error `isDatabaseUnavailable`
 * knows (answered 503), a read is tried once more on a fresh connection, and the pool
 * reconnects within a second of the server answering again.
 */
import postgres from 'postgres';
import { isReadStatement } from './read-statement';
import { ConnectionLostError, isConnectionLost } from './unavailable';
import { WriteWatch } from './write-watch';
import type { Database, Row, Sql } from './driver';

export interface PostgresOptions {
  /**
   * Statement timeout, idle-in-transaction timeout and connect timeout, in seconds
   * (DATABASE_TIMEOUT_SECONDS).
   */
  timeoutSeconds: number;
}

type Runner = postgres.Sql | postgres.TransactionSql;

const run = async <T extends Row>(runner: Runner, text: string, params?: readonly unknown[]) =>
  (await runner.unsafe(text, (params ?? []) as postgres.ParameterOrJSON<never>[])) as unknown as T[];

export async function openPostgres(url: string, { timeoutSeconds }: PostgresOptions): Promise<Database> {
  const timeoutMs = Math.round(timeoutSeconds * 1000);
  const options: postgres.Options<Record<string, postgres.PostgresType>> = {
    max: 10,
    onnotice: () => {},
    connect_timeout: timeoutSeconds,
    // The client's own back-off grows to 20 s between attempts; a second at most means the
    // store answers again within a second or two of the server.
    backoff: (attempt) => Math.min(0.05 * 2 ** attempt, 1),
    connection: {
      // Names this store's connections in pg_stat_activity; the URL's application_name wins.
      application_name: process.env.PGAPPNAME || 'storefront-renderer',
      statement_timeout: timeoutMs,
      idle_in_transaction_session_timeout: timeoutMs,
    },
  };
  const sql = postgres(url, options);
  const watch = new WriteWatch(url, options);
  try {
    await sql.unsafe('select 1');
    await watch.start();
  } catch (error) {
    await Promise.all([sql.end({ timeout: 0 }), watch.end()]);
    throw error;
  }
  // The client reads the server's array types on every new connection, in a promise nobody
  // awaits: a connection cut during it would be an unhandled rejection. The first
  // connection read them for the whole pool (its parsers are shared), so later ones skip it.
  sql.options.fetch_types = false;

  const read = async <T extends Row>(text: string, params?: readonly unknown[]) => {
    try {
      return await run<T>(sql, text, params);
    } catch (error) {
      if (!isConnectionLost(error)) throw error;
      // A read changed nothing: once more, on a fresh connection.
      return run<T>(sql, text, params);
    }
  };
  return {
    kind: 'postgres',
    get watchedWriteMark() {
      return watch.mark;
    },
    query: (text, params) =>
      isReadStatement(text) ? read(text, params) : watch.writes.statement(text, () => run(sql, text, params)),
    transaction: (work) => watch.writes.transaction((sent) => transaction(sql, work, sent)),
    exec: (script) => watch.writes.during(async () => void (await sql.unsafe(script))),
    // On the watch's own connection, which listens again after it is lost, however long that takes.
    listen: (channel, onMessage, onResubscribed) => watch.listen(channel, onMessage, onResubscribed),
    close: async () => {
      await Promise.all([watch.end(), sql.end({ timeout: 5 })]);
    },
  };
}

/**
 * `work` in one transaction, each of its statements told to `sent` before it goes (the watched
 * write mark). When its connection is lost, the server has rolled it back: the caller gets the
 * error at once, and nothing more is sent on that connection (`postgres` would send a ROLLBACK
 * there, which throws from a timer on the closed socket and ends the process). A transaction
 * whose BEGIN found no connection ran nothing and is tried once more.
 */
function transaction<T>(
  sql: postgres.Sql,
  work: (tx: Sql) => Promise<T>,
  sent: (text: string) => void,
  again = true,
): Promise<T> {
  let started = false;
  let lost: unknown;
  const never = new Promise<never>(() => {});
  return new Promise<T>((resolve, reject) => {
    const giveUp = (error: unknown) => {
      lost ??= error;
      reject(error);
      // Never settles, so `postgres` sends neither COMMIT nor ROLLBACK on the dead connection.
      return never;
    };
    const inTransaction = async (tx: postgres.TransactionSql): Promise<T> => {
      started = true;
      const scoped: Sql = {
        query: async (text, params) => {
          if (lost !== undefined) throw new ConnectionLostError(lost);
          sent(text);
          try {
            return await run(tx, text, params);
          } catch (error) {
            if (isConnectionLost(error)) lost ??= error;
            throw error;
          }
        },
      };
      let result: T;
      try {
        result = await work(scoped);
      } catch (error) {
        if (lost === undefined && !isConnectionLost(error)) throw error;
        return giveUp(lost ?? error);
      }
      // `work` may have caught a lost statement's error and carried on: nothing to commit on.
      if (lost !== undefined) return giveUp(lost);
      return result;
    };
    (sql.begin(inTransaction) as Promise<T>).then(resolve, (error: unknown) => {
      if (!isConnectionLost(error)) return reject(error);
      lost ??= error;
      if (!started && again) transaction(sql, work, sent, false).then(resolve, reject);
      else reject(error);
    });
  });
}
