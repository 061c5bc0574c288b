/**
 * One process at a time on an embedded database's folder. PGlite has no lock of its own: a
 * second `npm start` (or `npm run sites`) on the same `.data/pglite` while a server runs used to
 * abort deep inside PGlite with a WASM error, after opening files the first process was writing.
 * A lock file beside the folder names the process holding it; a lock whose process is gone (a
 * killed server) is taken over.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export class DataDirInUseError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The embedded database in ${dataDir} is in use by another process (pid ${pid}): stop that server first, ` +
        'or run this one on a PostgreSQL server (DATABASE_URL), which any number of processes can share.',
    );
    this.name = 'DataDirInUseError';
  }
}

/** True when a process with this id runs (one we may not signal still runs). */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the folder's lock for this process, or throws DataDirInUseError; the result releases it. */
export function lockDataDir(dataDir: string): () => void {
  const path = `${dataDir}.lock`;
  // A fresh clone has no .data/ yet.
  mkdirSync(dirname(path), { recursive: true });
  for (let attempt = 0; ; attempt++) {
    try {
      writeFileSync(path, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw error;
      const holder = Number.parseInt(readFileSync(path, 'utf8'), 10);
      if (Number.isInteger(holder) && holder > 0 && running(holder)) throw new DataDirInUseError(dataDir, holder);
      // Left by a process that is gone: take it over (once; a racing taker makes the next write fail).
      rmSync(path, { force: true });
    }
  }
  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    process.off('exit', release);
    rmSync(path, { force: true });
  };
  // A server that ends without closing its database (process.exit) leaves no lock behind.
  process.on('exit', release);
  return release;
}
