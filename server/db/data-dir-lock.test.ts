import { spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lockDataDir } from './data-dir-lock';
import { DataDirInUseError, openDatabase } from './index';

describe('the embedded database folder', () => {
  let root: string;
  let dataDir: string;
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'pglite-lock-'));
    dataDir = join(root, 'pglite');
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('is held by one process at a time, and free again once released', () => {
    const release = lockDataDir(dataDir);
    expect(() => lockDataDir(dataDir)).toThrow(DataDirInUseError);
    expect(() => lockDataDir(dataDir)).toThrow(
      `in use by another process (pid ${process.pid}): stop that server first`,
    );
    release();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
    lockDataDir(dataDir)();
  });

  it('is taken in a folder that does not exist yet, as on a fresh clone without .data/', () => {
    const release = lockDataDir(join(root, 'not-yet', 'pglite'));
    expect(existsSync(join(root, 'not-yet', 'pglite.lock'))).toBe(true);
    release();
  });

  it('is taken over from a process that died holding it', () => {
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    writeFileSync(`${dataDir}.lock`, gone.stdout);
    const release = lockDataDir(dataDir);
    release();
  });

  it('keeps a second server off a folder in use before PGlite opens it', async () => {
    const release = lockDataDir(dataDir);
    try {
      await expect(openDatabase({ url: '', dataDir })).rejects.toThrow(DataDirInUseError);
      expect(existsSync(dataDir)).toBe(false);
    } finally {
      release();
    }
  });

  it('is held while the database is open and released when it closes', { timeout: 120_000 }, async () => {
    const db = await openDatabase({ url: '', dataDir });
    try {
      expect(() => lockDataDir(dataDir)).toThrow(DataDirInUseError);
    } finally {
      await db.close();
    }
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
  });
});
