/**
 * The one database interface the rest of the server uses. Two adapters implement it:
 * PGlite (embedded, the default) and a PostgreSQL server through `postgres`. Queries are
 * plain PostgreSQL with `$1` placeholders, written once for both.
 */
export type Row = Record<string, unknown>;

export interface Sql {
  /** Run one statement with `$n` parameters and return its rows. */
  query<T extends Row = Row>(text: string, params?: readonly unknown[]): Promise<T[]>;
}

export interface Database extends Sql {
  readonly kind: 'pglite' | 'postgres';
  /**
   * Embedded database only, which no other process writes to: a number that changes whenever a
   * statement that may change data starts or ends, and is NaN while one runs. A read that began
   * and ended under the same number saw current data, which stays current until it changes.
   */
  readonly writeMark?: number;
  /**
   * The same for the tables of WATCHED_TABLES only, on either database: it moves when a
   * statement of this process that may write one of them starts or ends (watched-writes.ts);
   * on a PostgreSQL server also when another process commits a change to one of them (heard by
   * NOTIFY, write-watch.ts), and it is NaN while this process cannot hear them.
   */
  readonly watchedWriteMark?: number;
  /** Run `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Sql) => Promise<T>): Promise<T>;
  /** Run a script of several statements without parameters (migrations). */
  exec(script: string): Promise<void>;
  /**
   * Calls `onMessage` with each NOTIFY on `channel` (from any process on a server; from this
   * process on PGlite), and on a server `onResubscribed` each time the listening connection was
   * lost and listens again (what was sent meanwhile went unheard). Resolves to a function that
   * stops listening.
   */
  listen(
    channel: string,
    onMessage: (payload: string) => void,
    onResubscribed?: () => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}
