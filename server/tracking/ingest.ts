/**
 * Tracking writes, batched: a call only validates and queues its row, and the queue writes
 * many rows in one INSERT every `flushMs` (or as soon as `maxBatch` are waiting). A burst of
 * hits therefore costs the database a few statements, and never holds up a page render on
 * the embedded database, whose one connection pages share. The queue is bounded: past
 * `maxQueued` rows new ones are dropped and counted (analytics may lose a burst; pages may not
 * slow down). Rows still queued when the process dies are lost; `flush()` on shutdown.
 */
import type { Sql } from '../db';

export interface IngestTable {
  name: string;
  columns: readonly string[];
}

export const TRACKING_TABLES = {
  hits: {
    name: 'tracking_hits',
    columns: [
      'website_id',
      'event_type',
      'visitor_id',
      'visit_id',
      'new_visit',
      'path',
      'title',
      'item_id',
      'collection_id',
      'record_type',
      'page_type',
      'locale',
      'user_agent',
      'viewport',
      'screen',
      'client_date',
    ],
  },
  events: { name: 'tracking_events', columns: ['website_id', 'kind', 'name', 'visitor_id', 'path', 'data'] },
  performance: {
    name: 'performance_records',
    columns: ['website_id', 'page_load_id', 'record_type', 'name', 'value', 'data'],
  },
} as const satisfies Record<string, IngestTable>;

/**
 * The same tables with the row's time given (a last column, `created_at`) instead of the
 * database's now: only the demo store's seeded visits (server/demo-store/) write these, so its
 * Analytics panel shows the weeks its demo orders were placed in.
 */
export const DATED_TRACKING_TABLES = {
  hits: { name: TRACKING_TABLES.hits.name, columns: [...TRACKING_TABLES.hits.columns, 'created_at'] },
  events: { name: TRACKING_TABLES.events.name, columns: [...TRACKING_TABLES.events.columns, 'created_at'] },
} as const satisfies Record<string, IngestTable>;

export type IngestRow = readonly unknown[];

export interface IngestOptions {
  /** @default 250 */
  flushMs?: number;
  /** Rows per INSERT. @default 400 */
  maxBatch?: number;
  /** @default 20000 */
  maxQueued?: number;
  onError?(error: unknown): void;
}

export class IngestQueue {
  readonly #db: Sql;
  readonly #queues = new Map<IngestTable, IngestRow[]>();
  readonly #flushMs: number;
  readonly #maxBatch: number;
  readonly #maxQueued: number;
  readonly #onError: (error: unknown) => void;
  #queued = 0;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #flushing: Promise<void> = Promise.resolve();
  /** Rows refused because the queue was full. */
  dropped = 0;

  constructor(db: Sql, options: IngestOptions = {}) {
    this.#db = db;
    this.#flushMs = options.flushMs ?? 250;
    this.#maxBatch = options.maxBatch ?? 400;
    this.#maxQueued = options.maxQueued ?? 20_000;
    this.#onError = options.onError ?? (() => {});
  }

  push(table: IngestTable, row: IngestRow): void {
    if (this.#queued >= this.#maxQueued) {
      this.dropped += 1;
      return;
    }
    let rows = this.#queues.get(table);
    if (!rows) this.#queues.set(table, (rows = []));
    rows.push(row);
    this.#queued += 1;
    if (rows.length >= this.#maxBatch) void this.flush();
    else this.#timer ??= setTimeout(() => void this.flush(), this.#flushMs).unref();
  }

  /** Writes everything queued so far; resolves when it is stored (or failed and reported). */
  flush(): Promise<void> {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    const batches = [...this.#queues].filter(([, rows]) => rows.length > 0);
    this.#queues.clear();
    this.#queued = 0;
    this.#flushing = this.#flushing.then(async () => {
      for (const [table, rows] of batches) {
        for (let at = 0; at < rows.length; at += this.#maxBatch) {
          await this.#insert(table, rows.slice(at, at + this.#maxBatch)).catch(this.#onError);
        }
      }
    });
    return this.#flushing;
  }

  #insert(table: IngestTable, rows: IngestRow[]): Promise<unknown> {
    const width = table.columns.length;
    const params: unknown[] = [];
    const tuples = rows.map((row) => {
      const marks = row.map((value, i) => {
        params.push(value);
        const mark = `$${params.length}`;
        return table.columns[i] === 'data' ? `${mark}::text::jsonb` : mark;
      });
      return `(${marks.slice(0, width).join(', ')})`;
    });
    return this.#db.query(
      `insert into ${table.name} (${table.columns.join(', ')}) values ${tuples.join(', ')}`,
      params,
    );
  }
}
