/**
 * Opens the database once at start: a PostgreSQL server when DATABASE_URL is set, else the
 * embedded PGlite with its data in `.data/pglite` (git-ignored). Migrations run on open.
 *
 * @module
 */
import { join } from 'node:path';
import { migrate } from './migrate';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';
import type { Database } from './driver';

export type { Database, Sql, Row } from './driver';

export interface OpenDatabaseOptions {
  /** A PostgreSQL URL. @default process.env.DATABASE_URL */
  url?: string;
  /** PGlite data folder when no URL is set; 'memory://' for a throwaway database. @default '.data/pglite' */
  dataDir?: string;
}

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  const url = options.url ?? process.env.DATABASE_URL;
  const db = url
    ? await openPostgres(url)
    : await openPglite(options.dataDir ?? join(process.cwd(), '.data', 'pglite'));
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
