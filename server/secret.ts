/**
 * The key that signs unlock cookies and form submission keys; every process of a deployment
 * must use the same one. COOKIE_SECRET when set; else, on a PostgreSQL server, one made by the
 * first process to ask and kept in the `server_secret` table (migration 020), so every process
 * and machine on that database shares it; else (the embedded database, one process) one made
 * on first start and kept in the data folder. A restart never locks visitors out again.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database } from './db';

export async function loadSecret(dataDir: string, db?: Pick<Database, 'kind' | 'query'>): Promise<string> {
  if (process.env.COOKIE_SECRET) return process.env.COOKIE_SECRET;
  if (db?.kind === 'postgres') return databaseSecret(db);
  const path = join(dataDir, 'cookie-secret');
  const existing = await readFile(path, 'utf8').catch(() => '');
  if (existing.trim()) return existing.trim();
  const secret = newSecret();
  await mkdir(dataDir, { recursive: true });
  await writeFile(path, secret, { mode: 0o600 });
  return secret;
}

/** The first process to insert wins; everyone, the winner included, reads the row it left. */
async function databaseSecret(db: Pick<Database, 'query'>): Promise<string> {
  await db.query('insert into server_secret (secret) values ($1) on conflict do nothing', [newSecret()]);
  const [row] = await db.query<{ secret: string }>('select secret from server_secret');
  return row!.secret;
}

function newSecret(): string {
  return randomBytes(32).toString('hex');
}
