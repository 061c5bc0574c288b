/**
 * A site's media library in its site folder (`npm run sites -- export|import`, README.md
 * "Media library"): `media/library.json` lists each item (id, file name, title, alt text,
 * focal point) and `media/<id>/<file name>` holds its original bytes. The widths are not
 * written: an import puts each original through the same checks and processing as an upload
 * (type from the bytes, SVG sanitised, sharp), which makes them again. The id is a hash of
 * the bytes, so the `/media/<id>/…` links of the site's documents name the same files after an
 * import into another database. An import adds and updates items; it deletes none.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { readMediaFile } from './media-bytes';
import { addMedia, findMedia, updateMedia } from './media-store';
import { prepareUpload, uploadType } from './media-upload';
import { parseJsonFile } from '../sites/read-json-dir';
import type { Database } from '../db';
import type { FocalPoint } from '../../domain';

/** The folder of a site folder that holds the library. */
export const MEDIA_FOLDER = 'media';
const MANIFEST = `${MEDIA_FOLDER}/library.json`;

interface LibraryEntry {
  id: string;
  filename: string;
  title: string;
  altText: string;
  mediaFocalPoint?: FocalPoint;
}

/** Writes the site's library into `dir` (nothing when it has none); answers the files written, relative to `dir`. */
export async function exportMediaFolder(db: Database, siteId: string, dir: string): Promise<string[]> {
  const rows = await db.query<{ id: string }>('select id from media where website_id = $1 order by id', [siteId]);
  if (rows.length === 0) return [];
  const entries: LibraryEntry[] = [];
  const written: string[] = [];
  for (const { id } of rows) {
    const media = (await findMedia(db, siteId, id))!;
    const bytes = await readMediaFile(db, siteId, id, 'original');
    if (!bytes) throw new Error(`The media item ${id} of '${siteId}' has no stored original.`);
    const rel = `${MEDIA_FOLDER}/${id}/${media.filename}`;
    await mkdir(join(dir, MEDIA_FOLDER, id), { recursive: true });
    await writeFile(join(dir, ...rel.split('/')), bytes);
    written.push(rel);
    entries.push({
      id,
      filename: media.filename,
      title: media.title,
      altText: media.altText,
      ...(media.mediaFocalPoint ? { mediaFocalPoint: media.mediaFocalPoint } : {}),
    });
  }
  await writeFile(join(dir, MANIFEST), `${JSON.stringify(entries, null, 2)}\n`);
  return [...written, MANIFEST].sort();
}

/**
 * Adds the library of the site folder `dir` (if it has one) to the site's; items there already
 * take the folder's title, alt text and focal point. Throws naming the file when its bytes
 * are refused or no longer match its id. Answers how many items were added.
 */
export async function importMediaFolder(db: Database, siteId: string, dir: string, actor: string): Promise<number> {
  let text: string;
  try {
    text = await readFile(join(dir, MANIFEST), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  // Refused naming the file and field, as the folder's other JSON is: a title or alt text with a NUL.
  const entries = parseJsonFile(join(dir, MANIFEST), text) as LibraryEntry[];
  // Every file checked and processed before any is added: a refused folder adds nothing.
  const prepared = [];
  for (const entry of entries) {
    const path = join(dir, MEDIA_FOLDER, entry.id, entry.filename);
    const upload = {
      bytes: await readFile(path),
      filename: entry.filename,
      title: entry.title ?? '',
      altText: entry.altText ?? '',
    };
    let made: Awaited<ReturnType<typeof prepareUpload>>;
    try {
      made = await prepareUpload(upload, uploadType(upload));
    } catch (error) {
      throw new Error(`${path}: ${(error as Error).message}`);
    }
    if (made.media.id !== entry.id)
      throw new Error(`${path}: these bytes are ${made.media.id}, not ${entry.id} (the file changed).`);
    prepared.push({ entry, upload, made });
  }
  let added = 0;
  for (const { entry, upload, made } of prepared) {
    const { created, media } = await addMedia(db, siteId, actor, made.media, made.files);
    if (created) added++;
    const focal = entry.mediaFocalPoint;
    const same =
      media.title === upload.title &&
      media.altText === upload.altText &&
      (!focal || (media.mediaFocalPoint?.x === focal.x && media.mediaFocalPoint?.y === focal.y));
    if (!same)
      await updateMedia(db, siteId, actor, entry.id, {
        title: upload.title,
        altText: upload.altText,
        ...(focal ? { focalPoint: focal } : {}),
      });
  }
  return added;
}
