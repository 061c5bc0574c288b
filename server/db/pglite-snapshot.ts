/**
 * Throwaway in-memory PGlite databases for tests, each started from a snapshot of a freshly
 * migrated one instead of being made from nothing. Making one runs PostgreSQL's initdb and
 * every migration (about 2 s of CPU each); loading the snapshot takes about a quarter of
 * that, and the unit step opens a database in almost every integration file, often several.
 *
 * The snapshot is made once and kept in test-artifacts/pglite-snapshots/ (git-ignored), named
 * by a hash of what makes it: the migrations, the migration runner and the PGlite version, so
 * a changed migration makes a new one. The database is migrated again on open as
 * openDatabase does, a check that finds nothing to do.
 *
 * @module
 */
import { PGlite } from '@electric-sql/pglite';
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { ROOT_DIR } from '../paths';
import { MIGRATIONS_DIR, migrate, migratedOrClosed } from './migrate';
import { openPglite, pgliteDatabase } from './pglite';
import type { Database } from './driver';

const SNAPSHOT_DIR = join(ROOT_DIR, 'test-artifacts', 'pglite-snapshots');

/** A fresh, migrated in-memory database of its own, as `openDatabase({ url: '', dataDir: 'memory://' })` opens. */
export async function openTestPglite(): Promise<Database> {
  return migratedOrClosed(await openPglite('memory://', { loadDataDir: await migratedSnapshot() }));
}

let snapshot: Promise<Blob> | undefined;

/** Read once per process (per test file): from its file, or made and written there. */
function migratedSnapshot(): Promise<Blob> {
  snapshot ??= snapshotFile().then(async (file) => {
    try {
      return new Blob([await readFile(file)]);
    } catch {
      return makeSnapshot(file);
    }
  });
  return snapshot;
}

async function makeSnapshot(file: string): Promise<Blob> {
  const pg = await PGlite.create('memory://');
  try {
    await migrate(pgliteDatabase(pg));
    const dump = await pg.dumpDataDir('none');
    // Written whole under another name first: a file reading it at the same time sees all or nothing.
    await mkdir(SNAPSHOT_DIR, { recursive: true });
    const partial = `${file}.${randomUUID()}.partial`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
    return dump;
  } finally {
    await pg.close();
  }
}

async function snapshotFile(): Promise<string> {
  const hash = createHash('sha256');
  // PGlite's own package.json (not among its exports): beside the folder of its entry.
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const pglite = JSON.parse(await readFile(join(dirname(entry), '..', 'package.json'), 'utf8')) as { version: string };
  hash.update(`pglite ${pglite.version}\0`);
  const sources = [join(import.meta.dirname, 'migrate.ts')];
  for (const name of (await readdir(MIGRATIONS_DIR)).sort()) sources.push(join(MIGRATIONS_DIR, name));
  for (const path of sources) hash.update(`${path.slice(ROOT_DIR.length)}\0`).update(await readFile(path));
  return join(SNAPSHOT_DIR, `${hash.digest('hex').slice(0, 16)}.tar`);
}
