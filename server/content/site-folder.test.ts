import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readSiteFolder } from './site-folder';
import { readJsonFile } from '../sites/read-json-dir';

const folders: string[] = [];
afterEach(async () => {
  await Promise.all(folders.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

/** A site folder with one product whose JSON text is `product` (escapes as a file would hold them). */
async function siteFolder(product: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'site-folder-'));
  folders.push(dir);
  await mkdir(join(dir, 'collections'));
  await writeFile(join(dir, 'site.json'), '{"website":{"siteTitle":"Shop"}}');
  await writeFile(join(dir, 'collections', 'shop.json'), `{"id":"shop","urlId":"shop","items":[${product}]}`);
  return dir;
}

describe('a site folder import', () => {
  it('reads a folder whose text can be stored', async () => {
    const dir = await siteFolder('{"id":"p1","title":"Kettle","variants":[{"attributes":{"Size":"Ø 20 cm 🫖"}}]}');
    const documents = await readSiteFolder(dir);
    expect(documents.find((d) => d.key === 'shop/p1')?.body).toMatchObject({ title: 'Kettle' });
  });

  it('refuses a NUL or a lone surrogate, naming the file and the field', async () => {
    const nul = await siteFolder('{"id":"p1","title":"Ket\\u0000tle"}');
    const file = join(nul, 'collections', 'shop.json');
    const message = 'holds a character that is not allowed (a NUL or an unpaired surrogate).';
    await expect(readSiteFolder(nul)).rejects.toThrow(`${file}: items.0.title ${message}`);
    // A fixture site served from its folder is read through the same check.
    await expect(readJsonFile(file)).rejects.toThrow(`${file}: items.0.title ${message}`);

    const surrogate = await siteFolder('{"id":"p1","title":"Kettle","variants":[{"attributes":{"Size":"M\\ud800"}}]}');
    await expect(readSiteFolder(surrogate)).rejects.toThrow(
      `${join(surrogate, 'collections', 'shop.json')}: items.0.variants.0.attributes.Size ${message}`,
    );
  });
});
