/**
 * The watched write mark of a PostgreSQL server (issue 28): what lets a process keep the stock,
 * reviews, comments, likes, per-site settings, sessions and memberships it read until somebody
 * writes them, as it does on the embedded database, although other processes write to the same
 * server.
 *
 * The mark is a number that changes whenever
 * - a statement of this process that may write a watched table starts or ends (so a process
 *   reads its own writes at once, before any notification comes back; watched-writes.ts),
 * - another process (or this one) commits a change to a watched table: a trigger of migrations
 *   470, 481, 488 and 489 sends NOTIFY `watched_write` at commit, heard on a connection of its
 *   own,
 * - that connection comes back after it was lost (what was written meanwhile went unheard),
 * and it is NaN while such a statement runs or while nothing listens: a read then keeps nothing.
 * A value read under one mark and kept stays current until the mark moves, give or take the
 * moment between another process's commit and its notification reaching this one.
 *
 * Oversell protection never relies on this: checkout reads stock in its own transaction.
 *
 * The same connection carries the store's other channels (`listen`: a publish by any process),
 * so they ride out a lost connection alike: LISTEN is sent again, every half second until it
 * holds, and each listener's `onResubscribed` is called, since what was sent meanwhile went
 * unheard. (The `postgres` client's own listen() tries again once after a reconnect and, if
 * that fails, never again: a process would stop hearing of publishes for good.)
 */
import postgres from 'postgres';
import { WatchedWriteMark } from './watched-writes';

export { WATCHED_TABLES } from './watched-writes';

/** The NOTIFY channel of migration 470's triggers. */
export const WATCHED_CHANNEL = 'watched_write';

/** How long to wait before listening again after LISTEN failed (the server unreachable). */
const RETRY_MS = 500;

/** A channel name as LISTEN takes it unquoted: the store's channels are constants like these. */
const CHANNEL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

interface ChannelListener {
  onMessage(payload: string): void;
  onResubscribed?(): void;
}

export class WriteWatch {
  readonly #mark = new WatchedWriteMark();
  #listening = false;
  #subscribing = false;
  #closes = 0;
  #ended = false;
  /** The other channels listened to on this connection, and who hears each. */
  readonly #channels = new Map<string, Set<ChannelListener>>();
  readonly #client: postgres.Sql;

  /** `options` as the store's pool has them; the watch opens one connection of its own. */
  constructor(url: string, options: postgres.Options<Record<string, postgres.PostgresType>>) {
    const onnotify = (channel: string, payload: string) => {
      if (channel === WATCHED_CHANNEL) this.#mark.moved();
      for (const listener of this.#channels.get(channel) ?? []) listener.onMessage(payload);
    };
    this.#client = postgres(url, {
      ...options,
      max: 1,
      // Kept open: a connection recycled would drop everything kept for nothing.
      idle_timeout: undefined,
      max_lifetime: null,
      fetch_types: false,
      // The client's option for a connection's notifications, as its own listen() passes it (not in its types).
      ...({ onnotify } as object),
      onclose: () => {
        this.#listening = false;
        this.#closes++;
        this.#mark.moved();
        if (!this.#ended) void this.#subscribe();
      },
    });
  }

  /** The mark: see the module's comment. */
  get mark(): number {
    return this.#listening ? this.#mark.value : Number.NaN;
  }

  /** Whether the watch listens now (tests). */
  get listening(): boolean {
    return this.#listening;
  }

  /** Listens for the first time; throws when it cannot (the store does not start). */
  async start(): Promise<void> {
    await this.#client.unsafe(`listen ${WATCHED_CHANNEL}`);
    this.#mark.moved();
    this.#listening = true;
  }

  /**
   * Calls `onMessage` with each NOTIFY on `channel`, and `onResubscribed` each time the
   * connection came back and listens again (notifications sent meanwhile were missed). Resolves
   * to a function that stops.
   */
  async listen(channel: string, onMessage: (payload: string) => void, onResubscribed?: () => void) {
    if (!CHANNEL_NAME.test(channel)) throw new Error(`Not a channel name: ${channel}`);
    const listener: ChannelListener = { onMessage, onResubscribed };
    let listeners = this.#channels.get(channel);
    if (!listeners) {
      this.#channels.set(channel, (listeners = new Set()));
      try {
        await this.#client.unsafe(`listen ${channel}`);
      } catch (error) {
        this.#channels.delete(channel);
        throw error;
      }
    }
    listeners.add(listener);
    return async () => {
      listeners.delete(listener);
      if (listeners.size > 0 || this.#channels.get(channel) !== listeners) return;
      this.#channels.delete(channel);
      if (!this.#ended) await this.#client.unsafe(`unlisten ${channel}`).catch(() => {});
    };
  }

  /** This process's own watched writes move the mark through this (watched-writes.ts). */
  get writes(): WatchedWriteMark {
    return this.#mark;
  }

  async end(): Promise<void> {
    this.#ended = true;
    this.#listening = false;
    await this.#client.end({ timeout: 1 });
  }

  /**
   * LISTEN again after the connection closed, until it holds: on a connection that closed
   * while LISTEN ran, or before its answer was taken, once more.
   */
  async #subscribe(): Promise<void> {
    if (this.#subscribing) return;
    this.#subscribing = true;
    try {
      while (!this.#ended) {
        const closes = this.#closes;
        try {
          for (const channel of [WATCHED_CHANNEL, ...this.#channels.keys()])
            await this.#client.unsafe(`listen ${channel}`);
        } catch {
          await new Promise((resolve) => setTimeout(resolve, RETRY_MS).unref());
          continue;
        }
        if (this.#closes === closes && !this.#ended) {
          this.#mark.moved();
          this.#listening = true;
          for (const listeners of this.#channels.values())
            for (const listener of listeners) listener.onResubscribed?.();
          return;
        }
      }
    } finally {
      this.#subscribing = false;
    }
  }
}
