import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openPglite } from './pglite';
import { createDataDirApart, needsInitdb } from './pglite-create-apart';

describe('a new PGlite data folder made by a child process', () => {
  const made: string[] = [];
  const tempDir = async () => {
    const dir = await mkdtemp(join(tmpdir(), 'pglite-apart-'));
    made.push(dir);
    return dir;
  };
  afterEach(async () => {
    for (const dir of made.splice(0)) await rm(dir, { recursive: true, force: true });
  });

  it('creates the database the server then opens, and keeps it on the next open', async () => {
    const dir = join(await tempDir(), 'pglite');
    expect(needsInitdb(dir)).toBe(true);
    const first = await openPglite(dir);
    expect(needsInitdb(dir)).toBe(false);
    await first.exec("create table kept (name text); insert into kept values ('still here')");
    await first.close();
    const again = await openPglite(dir);
    expect(await again.query('select name from kept')).toEqual([{ name: 'still here' }]);
    await again.close();
  }, 120_000);

  it('rejects with the folder named when the child cannot create it', async () => {
    const blocked = join(await tempDir(), 'a-file');
    await writeFile(blocked, 'not a folder');
    await expect(createDataDirApart(join(blocked, 'pglite'))).rejects.toThrow(
      `Creating the database in ${join(blocked, 'pglite')} failed`,
    );
  }, 60_000);
});
