/**
 * A cached page's gzip, compressed once per render instead of once per response (issue 28:
 * gzipping every response of a cached page was about 30% of its CPU, four times the rest).
 *
 * The crumb differs per visitor, so it stays out of what is compressed: the page is cut where
 * the crumb goes, and each part is deflated on its own, ending on a sync flush (byte-aligned, no
 * final block, and a fresh window, so no part refers back into another part or into a crumb).
 * Each response then joins the parts with the visitor's crumb as a stored (uncompressed) deflate
 * block between them, ends the stream with an empty final block, and closes the gzip member
 * with the CRC-32 and length of the page as sent (RFC 1951 §3.2.4, RFC 1952).
 */
import { constants, crc32, deflateRawSync } from 'node:zlib';

/** Magic, deflate, no flags, no time, no extra flags, OS "Unix". */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0x03]);
/** A final, empty stored block: ends the deflate stream after the last sync-flushed part. */
const FINAL_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);
/** A stored block holds at most this many bytes; a crumb is 32. */
const MAX_STORED = 0xffff;

/** Each part deflated on its own, so any crumb may go between them (`gzipWithCrumb`). */
export function deflateParts(parts: readonly Buffer[]): Buffer[] {
  return parts.map((part) => deflateRawSync(part, { finishFlush: constants.Z_SYNC_FLUSH }));
}

/** The gzip of `parts` joined by `crumb`, from their `deflated` forms: no compression here. */
export function gzipWithCrumb(parts: readonly Buffer[], deflated: readonly Buffer[], crumb: Buffer): Buffer {
  if (crumb.length > MAX_STORED) throw new RangeError('A crumb longer than one stored block.');
  const crumbBlock = storedBlock(crumb);
  const chunks: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let length = 0;
  for (let i = 0; i < parts.length; i++) {
    if (i > 0) {
      chunks.push(crumbBlock);
      crc = crcOn(crumb, crc);
      length += crumb.length;
    }
    chunks.push(deflated[i]);
    crc = crcOn(parts[i], crc);
    length += parts[i].length;
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length >>> 0, 4);
  chunks.push(FINAL_BLOCK, trailer);
  return Buffer.concat(chunks);
}

/** The CRC-32 of `bytes` continuing from `crc`: Node 20's crc32 answers 0 for an empty buffer (a part between two crumbs). */
function crcOn(bytes: Buffer, crc: number): number {
  return bytes.length === 0 ? crc : crc32(bytes, crc);
}

/** A non-final stored block of `bytes`; the stream is byte-aligned here (after a sync flush). */
function storedBlock(bytes: Buffer): Buffer {
  const head = Buffer.from([0x00, 0, 0, 0, 0]);
  head.writeUInt16LE(bytes.length, 1);
  head.writeUInt16LE(~bytes.length & 0xffff, 3);
  return Buffer.concat([head, bytes]);
}
