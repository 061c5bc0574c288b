/**
 * A new PGlite data folder made by a child process (issue 28, "Memory"). Creating a database
 * runs PostgreSQL's initdb in a second PGlite instance whose memory, with the copies of the new
 * folder it passes around, stays in the process's malloc heap after it closes: the server held
 * about 330 MB instead of 190 MB until its next start, after a peak above 700 MB. A child that
 * exits gives all of it back, and the server then opens the folder as on any later start.
 *
 * @module
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

/** Opens PGlite on the folder (which creates the database there) and closes it. */
const CREATE = `require(process.argv[1]).PGlite.create({ dataDir: process.argv[2] }).then((pg) => pg.close());`;

/** Whether `dataDir` holds no database yet, so opening it would run initdb. */
export function needsInitdb(dataDir: string): boolean {
  return !existsSync(join(dataDir, 'PG_VERSION'));
}

/** Creates the database in `dataDir` in a child node process; rejects with its output when it fails. */
export function createDataDirApart(dataDir: string): Promise<void> {
  const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  return new Promise((resolve, reject) => {
    // On V8's baseline compiler only, as `npm start` runs PGlite (scripts/start.mjs): initdb runs
    // once, so compiling its hot functions again with the optimizing compiler costs more than it
    // saves (4.6 s of CPU instead of 8.6 s on the loaded 2-core machine, 740 MB peak instead of 840).
    const child = spawn(process.execPath, ['--liftoff-only', '-e', CREATE, pglite, dataDir], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => {
      errors += chunk.toString('utf8');
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`Creating the database in ${dataDir} failed: ${errors.trim()}`)),
    );
  });
}
