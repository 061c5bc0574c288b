/**
 * Opens the database once at start: a PostgreSQL server when DATABASE_URL is set, else the
 * embedded PGlite with its data in `.data/pglite` (git-ignored). Migrations run on open.
 *
 * @module
 */
import { join } from 'node:path';
import { lockDataDir } from './data-dir-lock';
import { migratedOrClosed } from './migrate';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';
import type { Database } from './driver';

export type { Database, Sql, Row } from './driver';
export { isDatabaseUnavailable } from './unavailable';
export { DataDirInUseError } from './data-dir-lock';

/** How long a statement, an idle transaction or a connect may take on a PostgreSQL server. */
export const DEFAULT_DATABASE_TIMEOUT_SECONDS = 10;

export interface OpenDatabaseOptions {
  /** A PostgreSQL URL. @default process.env.DATABASE_URL */
  url?: string;
  /** PGlite data folder when no URL is set; 'memory://' for a throwaway database. @default '.data/pglite' */
  dataDir?: string;
  /**
   * On a PostgreSQL server: the statement timeout, the idle-in-transaction timeout and the
   * connect timeout, in seconds. @default process.env.DATABASE_TIMEOUT_SECONDS or 10
   */
  timeoutSeconds?: number;
}

/** DATABASE_TIMEOUT_SECONDS, or the default when unset; a bad value stops the start with its reason. */
export function readDatabaseTimeout(env: NodeJS.ProcessEnv): number {
  const text = env.DATABASE_TIMEOUT_SECONDS?.trim() ?? '';
  if (text === '') return DEFAULT_DATABASE_TIMEOUT_SECONDS;
  const seconds = /^\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
  if (!(seconds >= 1 && seconds <= 3600))
    throw new Error(`DATABASE_TIMEOUT_SECONDS must be a number of seconds from 1 to 3600, not '${text}'.`);
  return seconds;
}

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  const url = options.url ?? process.env.DATABASE_URL;
  const db = url
    ? await openPostgres(url, { timeoutSeconds: options.timeoutSeconds ?? readDatabaseTimeout(process.env) })
    : await openLockedPglite(options.dataDir ?? join(process.cwd(), '.data', 'pglite'));
  return migratedOrClosed(db);
}

/** PGlite on a folder this process holds the lock of (data-dir-lock.ts), released when it closes. */
async function openLockedPglite(dataDir: string): Promise<Database> {
  if (dataDir.startsWith('memory://')) return openPglite(dataDir);
  const release = lockDataDir(dataDir);
  try {
    const db = await openPglite(dataDir);
    const close = db.close;
    return Object.assign(db, { close: () => close.call(db).finally(release) });
  } catch (error) {
    release();
    throw error;
  }
}
