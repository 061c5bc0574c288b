/**
 * The media library's rows (`media`, migration 230): add an upload with its files, list and
 * search, read one, change its title, alt text and focal point, delete it. Every write is in
 * the content audit log (kind `media`, key the id) with the item before and after.
 */
import { decodeCursor, pageOf } from '../owner/cursor';
import { saveMediaFiles, type MediaFile } from './media-bytes';
import { mediaUses } from './media-usage';
import type { Database, Sql } from '../db';
import type { MediaColorData, MediaKind, MediaPage, MediaUpdate, MediaUse, MediaView } from '../../domain';

type Json = Record<string, unknown>;

/** A library id: `m-` and the first 24 hex digits of the SHA-256 of the stored bytes. */
export const MEDIA_ID = /^m-[0-9a-f]{24}$/;

/** The path media are served under: `/media/<id>/<filename>`. */
export const MEDIA_PATH = '/media';

export interface NewMedia {
  id: string;
  kind: MediaKind;
  contentType: string;
  filename: string;
  byteSize: number;
  title: string;
  altText: string;
  image?: { width: number; height: number; variants: string[]; colorData: MediaColorData };
}

type MediaRow = {
  id: string;
  kind: MediaKind;
  content_type: string;
  filename: string;
  byte_size: number;
  original_size: string | null;
  variants: string;
  color_data: string | null;
  focal_x: number;
  focal_y: number;
  alt_text: string;
  title: string;
  created_at: Date | string;
  created_text: string;
  created_by: string;
};

const COLUMNS = `id, kind, content_type, filename, byte_size, original_size, variants, color_data, focal_x, focal_y,
  alt_text, title, created_at, created_at::text as created_text, created_by`;

export function mediaView(row: MediaRow): MediaView {
  const image = row.kind === 'image';
  return {
    id: row.id,
    kind: row.kind,
    filename: row.filename,
    contentType: row.content_type,
    byteSize: Number(row.byte_size),
    assetUrl: `${MEDIA_PATH}/${row.id}/${row.filename}`,
    title: row.title,
    altText: row.alt_text,
    originalSize: row.original_size,
    systemDataVariants: image ? row.variants : null,
    colorData: row.color_data ? (JSON.parse(row.color_data) as MediaColorData) : null,
    mediaFocalPoint: image ? { x: Number(row.focal_x), y: Number(row.focal_y) } : null,
    createdAt: new Date(row.created_at).toISOString(),
    createdBy: row.created_by,
  };
}

async function audit(
  tx: Sql,
  siteId: string,
  actor: string,
  action: string,
  id: string,
  before: unknown,
  after: unknown,
) {
  await tx.query(
    `insert into content_audit (website_id, actor, action, kind, key, before, after) values ($1, $2, $3, 'media', $4, $5, $6)`,
    [
      siteId,
      actor,
      action,
      id,
      before === null ? null : JSON.stringify(before),
      after === null ? null : JSON.stringify(after),
    ],
  );
}

export async function findMedia(db: Sql, siteId: string, id: string): Promise<MediaView | undefined> {
  const [row] = await db.query<MediaRow>(`select ${COLUMNS} from media where website_id = $1 and id = $2`, [
    siteId,
    id,
  ]);
  return row && mediaView(row);
}

/**
 * Adds the upload; the same bytes uploaded again are the same item (its id is their hash):
 * then nothing is written and `created` is false.
 */
export function addMedia(
  db: Database,
  siteId: string,
  actor: string,
  media: NewMedia,
  files: MediaFile[],
): Promise<{ created: boolean; media: MediaView }> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<MediaRow>(
      `insert into media (website_id, id, kind, content_type, filename, byte_size, original_size, variants, color_data,
         alt_text, title, created_by)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
       on conflict (website_id, id) do nothing returning ${COLUMNS}`,
      [
        siteId,
        media.id,
        media.kind,
        media.contentType,
        media.filename,
        media.byteSize,
        media.image ? `${media.image.width}x${media.image.height}` : null,
        media.image?.variants.join(',') ?? '',
        media.image ? JSON.stringify(media.image.colorData) : null,
        media.altText,
        media.title,
        actor,
      ],
    );
    if (!row) return { created: false, media: (await findMedia(tx, siteId, media.id))! };
    await saveMediaFiles(tx, siteId, media.id, files);
    const view = mediaView(row);
    await audit(tx, siteId, actor, 'create', media.id, null, view);
    return { created: true, media: view };
  });
}

const likeEscape = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

export const MEDIA_PAGE_SIZE = 50;

/** Newest first; `q` searches the file name, title and alt text; `cursor` is the last page's. */
export async function listMedia(
  db: Sql,
  siteId: string,
  query: { q?: string; kind?: MediaKind; cursor?: string },
): Promise<MediaPage> {
  const after = decodeCursor(query.cursor, 'ts');
  const q = query.q?.trim() ?? '';
  const rows = await db.query<MediaRow>(
    `select ${COLUMNS} from media where website_id = $1
       and ($2::text is null or (created_at, id) < ($2::text::timestamptz, $3::text))
       and ($4::text = '' or kind = $4)
       and ($5::text = '' or filename ilike $6 or title ilike $6 or alt_text ilike $6)
     order by created_at desc, id desc limit $7`,
    [siteId, after?.[0] ?? null, after?.[1] ?? '', query.kind ?? '', q, `%${likeEscape(q)}%`, MEDIA_PAGE_SIZE + 1],
  );
  const page = pageOf(rows, MEDIA_PAGE_SIZE, (r) => [r.created_text, r.id]);
  return { media: page.rows.map(mediaView), hasNextPage: page.hasNextPage, nextPageCursor: page.nextPageCursor };
}

export function updateMedia(
  db: Database,
  siteId: string,
  actor: string,
  id: string,
  changes: MediaUpdate,
): Promise<MediaView | undefined> {
  return db.transaction(async (tx) => {
    const [before] = await tx.query<MediaRow>(
      `select ${COLUMNS} from media where website_id = $1 and id = $2 for update`,
      [siteId, id],
    );
    if (!before) return undefined;
    const [row] = await tx.query<MediaRow>(
      `update media set title = coalesce($3::text, title), alt_text = coalesce($4::text, alt_text),
         focal_x = coalesce($5::float8, focal_x), focal_y = coalesce($6::float8, focal_y)
       where website_id = $1 and id = $2 returning ${COLUMNS}`,
      [
        siteId,
        id,
        changes.title ?? null,
        changes.altText ?? null,
        changes.focalPoint?.x ?? null,
        changes.focalPoint?.y ?? null,
      ],
    );
    const view = mediaView(row!);
    await audit(tx, siteId, actor, 'update', id, mediaView(before), view);
    return view;
  });
}

/**
 * Deletes the item and its files, unless a content document still uses it: then nothing is
 * deleted and the answer says where. The row is locked first, and a product save locks the
 * images it takes (`libraryImages`), so a delete and a save naming the image never both pass.
 */
export function deleteMedia(
  db: Database,
  siteId: string,
  actor: string,
  id: string,
): Promise<{ deleted: boolean; usedBy: MediaUse[] }> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<MediaRow>(
      `select ${COLUMNS} from media where website_id = $1 and id = $2 for update`,
      [siteId, id],
    );
    if (!row) return { deleted: false, usedBy: [] };
    const usedBy = await mediaUses(tx, siteId, id);
    if (usedBy.length > 0) return { deleted: false, usedBy };
    await tx.query('delete from media where website_id = $1 and id = $2', [siteId, id]);
    await audit(tx, siteId, actor, 'delete', id, mediaView(row), null);
    return { deleted: true, usedBy };
  });
}

/**
 * The library's images among `ids`, as a product or gallery holds an image (spec §3 "Image"),
 * by id; ids of audio, files or nothing are left out. Locks the rows they come from until the
 * caller's transaction ends, so none is deleted under a save that names it.
 */
export async function libraryImages(tx: Sql, siteId: string, ids: readonly string[]): Promise<Map<string, Json>> {
  const images = new Map<string, Json>();
  // Only ids shaped as the library's can name its items; joined with commas, which none holds.
  const wanted = [...new Set(ids.filter((id) => MEDIA_ID.test(id)))];
  if (wanted.length === 0) return images;
  const rows = await tx.query<MediaRow>(
    `select ${COLUMNS} from media where website_id = $1 and kind = 'image'
       and id = any(string_to_array($2::text, ',')) for share`,
    [siteId, wanted.join(',')],
  );
  for (const row of rows) {
    const view = mediaView(row);
    images.set(view.id, {
      id: view.id,
      recordType: 2,
      recordTypeLabel: 'image',
      title: view.title,
      filename: view.filename,
      assetUrl: view.assetUrl,
      originalSize: view.originalSize,
      mediaFocalPoint: view.mediaFocalPoint,
      altText: view.altText,
      systemDataVariants: view.systemDataVariants,
      colorData: view.colorData,
      mainImageId: view.id,
      systemDataId: view.id,
    });
  }
  return images;
}
