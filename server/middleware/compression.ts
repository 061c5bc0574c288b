/**
 * gzip for rendered pages and JSON. Static files arrive precompressed (br or gzip, made once)
 * and carry Content-Encoding, which hono's compress leaves alone, as it does event streams.
 *
 * @example
 *   app.use(compression());
 */
import { compress } from 'hono/compress';
import type { MiddlewareHandler } from 'hono';

export interface CompressionOptions {
  /** Smaller bodies are sent as they are. @default 1024 */
  threshold?: number;
}

export function compression(options: CompressionOptions = {}): MiddlewareHandler {
  return compress({ encoding: 'gzip', threshold: options.threshold ?? 1024 });
}
