/**
 * A cached page's gzip, compressed once per render instead of once per response (issue 28:
 * gzipping every response of a cached page was about 30% of its CPU, four times the rest).
 *
 * The crumb differs per visitor, so it stays out of what is compressed: the page is cut where
 * the crumb goes, and each part is deflated on its own, ending on a sync flush (byte-aligned, no
 * final block, and a fresh window, so no part refers back into another part or into a crumb).
 * Each response then joins the parts with the visitor's crumb as a stored (uncompressed) deflate
 * block between them, ends the stream with an empty final block, and closes the gzip member
 * with the CRC-32 and length of the page as sent (RFC 1951 §3.2.4, RFC 1952). The parts' CRCs
 * are taken once too: a response checksums only its crumb and joins the CRCs (crc32-shift.ts).
 */
import { constants, crc32, deflateRawSync } from 'node:zlib';
import { crcJoined, crcShiftFor } from './crc32-shift';

/** Magic, deflate, no flags, no time, no extra flags, OS "Unix". */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0x03]);
/** A final, empty stored block: ends the deflate stream after the last sync-flushed part. */
const FINAL_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);
/** A stored block's header: type and LEN, NLEN. */
const STORED_HEAD = 5;
/** The gzip trailer: CRC-32 and length. */
const TRAILER = 8;
/** A stored block holds at most this many bytes; a crumb is 32. */
const MAX_STORED = 0xffff;

/** A page's parts (cut where the crumb goes), deflated and checksummed once for every response. */
export interface GzipParts {
  deflated: Buffer[];
  /** Each part's CRC-32. */
  crcs: number[];
  /** Each part's `crcShiftFor(its length)`. */
  shifts: number[];
  /** The parts' bytes together, crumbs left out. */
  plainLength: number;
  /** The deflated parts' bytes together. */
  deflatedLength: number;
}

/** Each part deflated on its own, so any crumb may go between them (`gzipWithCrumb`). */
export function deflateParts(parts: readonly Buffer[]): GzipParts {
  const deflated = parts.map((part) => deflateRawSync(part, { finishFlush: constants.Z_SYNC_FLUSH }));
  return {
    deflated,
    // Node 20's crc32 answers 0 for an empty buffer (a part between two crumbs), as it should.
    crcs: parts.map((part) => crc32(part)),
    shifts: parts.map((part) => crcShiftFor(part.length)),
    plainLength: parts.reduce((total, part) => total + part.length, 0),
    deflatedLength: deflated.reduce((total, part) => total + part.length, 0),
  };
}

/** The gzip of the parts joined by `crumb`, from their deflated forms: no compression here, one allocation. */
export function gzipWithCrumb(gzip: GzipParts, crumb: Buffer): Buffer {
  if (crumb.length > MAX_STORED) throw new RangeError('A crumb longer than one stored block.');
  const { deflated, crcs, shifts } = gzip;
  const slots = deflated.length - 1;
  const out = Buffer.allocUnsafe(
    GZIP_HEADER.length + gzip.deflatedLength + slots * (STORED_HEAD + crumb.length) + FINAL_BLOCK.length + TRAILER,
  );
  let at = GZIP_HEADER.copy(out, 0);
  at += deflated[0].copy(out, at);
  let crc = crcs[0];
  const crumbCrc = crumb.length === 0 ? 0 : crc32(crumb);
  const crumbShift = slots > 0 ? crcShiftFor(crumb.length) : 0;
  for (let i = 1; i <= slots; i++) {
    // A non-final stored block of the crumb; the stream is byte-aligned here (after a sync flush).
    out[at] = 0x00;
    out.writeUInt16LE(crumb.length, at + 1);
    out.writeUInt16LE(~crumb.length & 0xffff, at + 3);
    at += STORED_HEAD;
    at += crumb.copy(out, at);
    at += deflated[i].copy(out, at);
    crc = crcJoined(crcJoined(crc, crumbCrc, crumbShift), crcs[i], shifts[i]);
  }
  at += FINAL_BLOCK.copy(out, at);
  out.writeUInt32LE(crc >>> 0, at);
  out.writeUInt32LE((gzip.plainLength + slots * crumb.length) >>> 0, at + 4);
  return out;
}
