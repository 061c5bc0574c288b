import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DistAssets } from './dist-assets';

let dir: string;
const SCRIPT = Buffer.from(`export const words = ${JSON.stringify('lantern '.repeat(100))};\n`);
// Stand-ins for the build's files, told apart from what the server would make itself.
const BUILT_BR = brotliCompressSync(Buffer.from('made by the build'));
const BUILT_GZ = gzipSync(Buffer.from('made by the build'));

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'dist-assets-'));
  await writeFile(join(dir, 'boot-ABCDEFGH.js'), SCRIPT);
  await writeFile(join(dir, 'boot-ABCDEFGH.js.br'), BUILT_BR);
  await writeFile(join(dir, 'boot-ABCDEFGH.js.gz'), BUILT_GZ);
  await writeFile(join(dir, 'chunk-IJKLMNOP.js'), SCRIPT);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('DistAssets', () => {
  it("serves the build's precompressed forms of a hashed file as they are", async () => {
    const match = await new DistAssets(dir).find('boot-ABCDEFGH.js');
    expect(match?.immutable).toBe(true);
    expect(match?.file.body).toEqual(SCRIPT);
    expect(match?.file.encoded('br')).toEqual(BUILT_BR);
    expect(match?.file.encoded('gzip')).toEqual(BUILT_GZ);
  });

  it('compresses a file once itself when the build wrote no compressed forms', async () => {
    const match = await new DistAssets(dir).find('chunk-IJKLMNOP.js');
    expect(match?.file.encoded('gzip')).not.toEqual(BUILT_GZ);
    expect(match?.file.encoded('gzip')).toBe(match?.file.encoded('gzip'));
  });

  it('never serves a compressed file by its own name', async () => {
    const assets = new DistAssets(dir);
    expect(await assets.find('boot-ABCDEFGH.js.br')).toBeUndefined();
    expect(await assets.find('boot-ABCDEFGH.js.gz')).toBeUndefined();
  });
});
