/**
 * Media uploads are the one body larger than the app-wide 100 KiB (middleware/request-size.ts,
 * which skips them): they may carry a file of up to MEDIA_MAX_BYTES with its form around it.
 * A larger body is refused before anything reads it (the crumb check parses form posts), in the
 * same words as a file found too large later: the spec's "file too large" with the maximum.
 */
import { bodyLimit } from 'hono/body-limit';
import { MEDIA_MAX_BYTES } from '../../domain';
import { MEDIA_MESSAGES as M } from './media-messages';
import type { Context, MiddlewareHandler } from 'hono';

/** Where uploads are posted (media-routes.ts mounted by app.ts). */
export const MEDIA_API_PATH = '/api/owner/content/media';

/** The multipart framing and the title and alt text fields around the file. */
const FORM_ALLOWANCE = 64 * 1024;

export function isMediaUpload(c: Context): boolean {
  return c.req.method === 'POST' && c.req.path === MEDIA_API_PATH;
}

const tooLarge = (c: Context) => c.json({ error: M.tooLarge, fieldErrors: { file: M.tooLarge } }, 413);

export function mediaUploadSize(): MiddlewareHandler {
  const maxBytes = MEDIA_MAX_BYTES + FORM_ALLOWANCE;
  const limit = bodyLimit({ maxSize: maxBytes, onError: tooLarge });
  const check: MiddlewareHandler = async (c, next) => {
    const declared = c.req.header('Content-Length');
    if (declared !== undefined && c.req.header('Transfer-Encoding') === undefined)
      return Number.parseInt(declared, 10) > maxBytes ? tooLarge(c) : next();
    return limit(c, next);
  };
  // Not async: any other request goes on without a promise of this one's.
  return function mediaUploadSize(c, next) {
    return isMediaUpload(c) ? check(c, next) : next();
  };
}
