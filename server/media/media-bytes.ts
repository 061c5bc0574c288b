/**
 * The one place media bytes are written and read: rows of `media_files` (PostgreSQL `bytea`).
 * Everything else handles media by id, so moving the bytes to an object store later means
 * changing these two functions (and keeping a key where `bytes` is now), nothing more.
 */
import type { Sql } from '../db';

export interface MediaFile {
  /** `original` or a width (`500w`). */
  variant: string;
  contentType: string;
  bytes: Buffer;
}

export async function saveMediaFiles(tx: Sql, siteId: string, mediaId: string, files: MediaFile[]): Promise<void> {
  for (const file of files)
    await tx.query(
      `insert into media_files (website_id, media_id, variant, content_type, bytes)
       values ($1, $2, $3, $4, $5::bytea) on conflict do nothing`,
      [siteId, mediaId, file.variant, file.contentType, file.bytes],
    );
}

/** One stored file's bytes (PGlite answers a Uint8Array, the PostgreSQL client a Buffer). */
export async function readMediaFile(
  db: Sql,
  siteId: string,
  mediaId: string,
  variant: string,
): Promise<Buffer | undefined> {
  const [row] = await db.query<{ bytes: Uint8Array }>(
    'select bytes from media_files where website_id = $1 and media_id = $2 and variant = $3',
    [siteId, mediaId, variant],
  );
  if (!row) return undefined;
  return Buffer.isBuffer(row.bytes)
    ? row.bytes
    : Buffer.from(row.bytes.buffer, row.bytes.byteOffset, row.bytes.byteLength);
}
