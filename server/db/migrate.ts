import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from './driver';

export const MIGRATIONS_DIR = join(import.meta.dirname, 'migrations');
/** Any fixed number: it only has to be the same in every process sharing one server. */
const MIGRATION_LOCK_KEY = 7_302_114;

/** Apply the numbered SQL files of migrations/ that have not run yet, each in its own transaction. */
export async function migrate(db: Database): Promise<string[]> {
  const files = readdirSync(MIGRATIONS_DIR)
    .filter((name) => /^\d{3}_[\w-]+\.sql$/.test(name))
    .sort();
  return db.transaction(async (tx) => {
    if (db.kind === 'postgres') {
      // A migration may take longer than a request's statement timeout, and so may waiting
      // for another process's migrations.
      await tx.query('set local statement_timeout = 0');
      // Several server processes may start at once against one PostgreSQL server.
      await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    }
    await tx.query(
      'create table if not exists schema_migrations (version text primary key, applied_at timestamptz not null default now())',
    );
    const done = new Set(
      (await tx.query<{ version: string }>('select version from schema_migrations')).map((r) => r.version),
    );
    const applied: string[] = [];
    for (const file of files) {
      if (done.has(file)) continue;
      for (const statement of splitStatements(readFileSync(join(MIGRATIONS_DIR, file), 'utf8'))) {
        await tx.query(statement);
      }
      await tx.query('insert into schema_migrations (version) values ($1)', [file]);
      applied.push(file);
    }
    return applied;
  });
}

/** `db` with every migration applied, as it is opened; closed when one fails. */
export async function migratedOrClosed(db: Database): Promise<Database> {
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}

/** Migrations are plain statements separated by semicolons at line ends (no functions with bodies). */
export function splitStatements(script: string): string[] {
  return script
    .replace(/--.*$/gm, '')
    .split(/;\s*$/m)
    .map((s) => s.trim())
    .filter(Boolean);
}
