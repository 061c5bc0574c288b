/**
 * One file held in memory with its content hash, and its gzip and brotli forms made on
 * first request (the server compresses a static file once, not per response).
 */
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { contentType, isCompressible } from './content-type';

export type Encoding = 'br' | 'gzip';

export class StaticFile {
  readonly body: Buffer;
  readonly type: string;
  /** First 10 hex digits of the SHA-256 of the body: what goes in hashed URLs. */
  readonly hash: string;
  readonly compressible: boolean;
  #encoded = new Map<Encoding, Buffer>();

  constructor(name: string, body: Buffer) {
    this.body = body;
    this.type = contentType(name);
    this.hash = createHash('sha256').update(body).digest('hex').slice(0, 10);
    this.compressible = isCompressible(this.type) && body.length >= 256;
  }

  get etag(): string {
    return `"${this.hash}"`;
  }

  encoded(encoding: Encoding): Buffer {
    let out = this.#encoded.get(encoding);
    if (!out) {
      out =
        encoding === 'br'
          ? brotliCompressSync(this.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
          : gzipSync(this.body, { level: 9 });
      this.#encoded.set(encoding, out);
    }
    return out;
  }
}
