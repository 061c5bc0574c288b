/**
 * Issue 23: `npm run sites -- export` writes the site's media library into the site folder
 * (`media/library.json` and each original), and an import of that folder into another site
 * (or another database) gives the same library: the same ids, so the documents' `/media/…`
 * links still name the files, the widths and colorData made again by sharp, the titles, alt
 * texts and focal points kept. Exported again, the folder is the same, byte for byte.
 */
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentStore, exportSiteFolder, importSiteFolder } from '../../../server/content';
import { freshSiteId, testDatabases } from '../../../server/db/test-databases';
import { addMedia, findMedia, updateMedia } from '../../../server/media/media-store';
import { prepareUpload, uploadType } from '../../../server/media/media-upload';
import type { Database } from '../../../server/db';

const SHOP = join(import.meta.dirname, '..', 'commerce', 'fixtures', 'sites', 'shop');

async function files(dir: string): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true }))
    if (entry.isFile()) {
      const path = join(entry.parentPath, entry.name);
      found.set(relative(dir, path), (await readFile(path)).toString('base64'));
    }
  return found;
}

describe.each(testDatabases())('media in site folders on $name', ({ open }) => {
  let db: Database;
  let store: ContentStore;
  let out: string;
  const sites = [freshSiteId('media-out'), freshSiteId('media-in')];
  beforeAll(async () => {
    db = await open();
    store = new ContentStore(db);
    out = await mkdtemp(join(tmpdir(), 'media-folder-'));
  }, 240_000);
  afterAll(async () => {
    for (const id of sites) {
      await store.deleteSite(id);
      await db.query('delete from media where website_id = $1', [id]);
    }
    await db.close();
    await rm(out, { recursive: true, force: true });
  });

  const upload = async (siteId: string, bytes: Buffer, filename: string, altText: string) => {
    const given = { bytes, filename, title: filename, altText };
    const { media, files } = await prepareUpload(given, uploadType(given));
    return (await addMedia(db, siteId, 'owner:1', media, files)).media;
  };

  it('exports the library with the site and imports it back with the same ids, widths, colours and focal points', async () => {
    const [from, to] = sites as [string, string];
    await importSiteFolder(store, SHOP, { siteId: from });
    const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#c04020' } })
      .png()
      .toBuffer();
    const photo = await upload(from, png, 'Kiln.png', 'The kiln at night');
    await updateMedia(db, from, 'owner:1', photo.id, { focalPoint: { x: 0.25, y: 0.75 } });
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><script>alert(1)</script><circle r="20" cx="20" cy="20"/></svg>',
    );
    const logo = await upload(from, svg, 'logo.svg', 'Logo');
    await store.save(from, 'owner:1', [
      { kind: 'form', key: 'photo', body: { id: 'photo', image: photo.assetUrl }, change: 'create' },
    ]);
    await store.publish(from, 'owner:1');

    const first = join(out, 'first');
    const written = await exportSiteFolder(store, from, first);
    expect(written).toEqual(
      expect.arrayContaining([
        'media/library.json',
        `media/${photo.id}/${photo.filename}`,
        `media/${logo.id}/${logo.filename}`,
      ]),
    );
    expect(JSON.parse(await readFile(join(first, 'media', 'library.json'), 'utf8'))).toEqual(
      [
        {
          id: photo.id,
          filename: photo.filename,
          title: 'Kiln.png',
          altText: 'The kiln at night',
          mediaFocalPoint: { x: 0.25, y: 0.75 },
        },
        {
          id: logo.id,
          filename: logo.filename,
          title: 'logo.svg',
          altText: 'Logo',
          mediaFocalPoint: { x: 0.5, y: 0.5 },
        },
      ].sort((a, b) => (a.id < b.id ? -1 : 1)),
    );
    // The original as stored: the SVG already sanitised.
    expect(await readFile(join(first, 'media', logo.id, logo.filename), 'utf8')).not.toContain('script');

    await importSiteFolder(store, first, { siteId: to });
    for (const before of [photo, logo]) {
      const after = await findMedia(db, to, before.id);
      expect(after).toMatchObject({
        id: before.id,
        assetUrl: before.assetUrl,
        originalSize: before.originalSize,
        systemDataVariants: before.systemDataVariants,
        colorData: before.colorData,
        altText: before.altText,
      });
    }
    expect((await findMedia(db, to, photo.id))!.mediaFocalPoint).toEqual({ x: 0.25, y: 0.75 });
    // The document that links the image came along, and the link names the same file.
    const form = (await store.published(to)).find((d) => d.kind === 'form' && d.key === 'photo');
    expect(form?.body).toEqual({ id: 'photo', image: photo.assetUrl });

    const second = join(out, 'second');
    await exportSiteFolder(store, to, second);
    expect(await files(second)).toEqual(await files(first));
    // Importing the folder again changes nothing.
    expect(await importSiteFolder(store, second, { siteId: to })).toBe(0);
  });

  it('refuses a library file whose bytes no longer match its id, naming the file, and imports nothing', async () => {
    const dir = join(out, 'changed');
    await cp(join(out, 'first'), dir, { recursive: true });
    const manifest = JSON.parse(await readFile(join(dir, 'media', 'library.json'), 'utf8'));
    const entry = manifest.find((e: { filename: string }) => e.filename.endsWith('.png'));
    await writeFile(
      join(dir, 'media', entry.id, entry.filename),
      await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000000' } })
        .png()
        .toBuffer(),
    );
    const siteId = freshSiteId('media-bad');
    sites.push(siteId);
    await expect(importSiteFolder(store, dir, { siteId })).rejects.toThrow(
      new RegExp(`${entry.filename}: these bytes are m-[0-9a-f]{24}, not ${entry.id}`),
    );
    expect(await store.hasSite(siteId)).toBe(false);
    expect(await db.query('select id from media where website_id = $1', [siteId])).toEqual([]);
  });

  it('refuses a library whose alt text holds a NUL, naming the file and the field, and imports nothing', async () => {
    const dir = join(out, 'nul');
    await cp(join(out, 'first'), dir, { recursive: true });
    const manifestPath = join(dir, 'media', 'library.json');
    const manifest = JSON.parse(await readFile(manifestPath, 'utf8'));
    manifest[0].altText = 'Harbour\u0000at dusk';
    await writeFile(manifestPath, JSON.stringify(manifest));
    const siteId = freshSiteId('media-nul');
    sites.push(siteId);
    await expect(importSiteFolder(store, dir, { siteId })).rejects.toThrow(
      `${manifestPath}: 0.altText holds a character that is not allowed (a NUL or an unpaired surrogate).`,
    );
    expect(await store.hasSite(siteId)).toBe(false);
    expect(await db.query('select id from media where website_id = $1', [siteId])).toEqual([]);
  });
});
