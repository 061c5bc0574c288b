/**
 * One file held in memory with its content hash, and its gzip and brotli forms: read from the
 * build's precompressed files when it made them (scripts/build.ts), else made on first request
 * (the server compresses a static file once, not per response).
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import { contentType, isCompressible } from './content-type';

export type Encoding = 'br' | 'gzip';

/** Files smaller than this are sent as they are. */
const COMPRESS_FROM_BYTES = 256;
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } };
const GZIP = { level: 9 };

/** The file name extension of each encoding's precompressed file beside the original. */
export const ENCODED_EXTENSION: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/** Whether a file of this name and size is served compressed. */
export function worthCompressing(name: string, size: number): boolean {
  return isCompressible(contentType(name)) && size >= COMPRESS_FROM_BYTES;
}

/** The encoded form the server would make, off the main thread: for the build's precompressed files. */
export function compress(body: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br' ? promisify(brotliCompress)(body, BROTLI) : promisify(gzip)(body, GZIP);
}

export class StaticFile {
  readonly body: Buffer;
  readonly type: string;
  /** First 10 hex digits of the SHA-256 of the body: what goes in hashed URLs. */
  readonly hash: string;
  readonly compressible: boolean;
  #encoded = new Map<Encoding, Buffer>();

  /** `encoded`: forms compressed ahead (the build's `.br` and `.gz` files), used as they are. */
  constructor(name: string, body: Buffer, encoded: Partial<Record<Encoding, Buffer>> = {}) {
    this.body = body;
    this.type = contentType(name);
    this.hash = createHash('sha256').update(body).digest('hex').slice(0, 10);
    this.compressible = worthCompressing(name, body.length);
    for (const [encoding, bytes] of Object.entries(encoded) as [Encoding, Buffer][]) this.#encoded.set(encoding, bytes);
  }

  get etag(): string {
    return `"${this.hash}"`;
  }

  encoded(encoding: Encoding): Buffer {
    let out = this.#encoded.get(encoding);
    if (!out) {
      out = encoding === 'br' ? brotliCompressSync(this.body, BROTLI) : gzipSync(this.body, GZIP);
      this.#encoded.set(encoding, out);
    }
    return out;
  }
}
